import type { TestApp } from '../support/test-app';

export interface Route {
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  multipart: boolean;
}

/** Every operation of the OpenAPI document the app serves. */
export async function routesOf(app: TestApp): Promise<Route[]> {
  const document = (await app.http().get('/api/docs/openapi.json').expect(200)).body as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method as Route['method'],
      path,
      multipart: Boolean(operation.requestBody?.content?.['multipart/form-data']),
    })),
  );
}

/** A well-formed value for each path parameter, so a route reaches its checks rather than a 404 of the router. */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '00000000-0000-4000-8000-000000000000',
  productId: '00000000-0000-4000-8000-000000000000',
  sessionId: '00000000-0000-4000-8000-000000000000',
  messageId: '00000000-0000-4000-8000-000000000000',
  orderId: '2611230000ABCDE',
  productCode: 'DZ',
  queue: 'chat',
  jobId: 'no-such-job',
  file: 'no-such-file.png',
  email: 'nobody@example.com',
};

/** A lone surrogate cannot be written in UTF-8, so no client can send one in a path: browsers send U+FFFD. */
const wellFormed = (text: string) =>
  text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

export const fillPath = (path: string, values: Record<string, string> = {}) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(values[name] ?? SAMPLE_PARAMS[name] ?? 'x')),
  );

export const paramNames = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/**
 * Every /api/admin/ route not named in isStaffRoute is admins' alone, e.g. the channels' settings with their
 * write-only secrets (/api/admin/channels/whatsapp/settings, /api/admin/channels/email/settings).
 */
export const isAdminOnly = (route: Route) => route.path.startsWith('/api/admin/') || route.path === '/api/metrics';
/**
 * The support desk an agent may use (issue: a support team's shift): live chat (not its settings or rules),
 * orders and their fulfilment, receipts. Every other admin route refuses an agent with role_forbidden.
 */
export function isStaffRoute(route: Route): boolean {
  const { method, path } = route;
  if (path.endsWith('/burn-code')) return false; // burning a sold code and taking a new one: admins only
  if (path.startsWith('/api/admin/orders') || path === '/api/admin/auto-delivery') return true;
  if (path.startsWith('/api/admin/receipts')) return true;
  // An order's payment panel (ledger rows, events, refunded lines) is read by the desk; refunds are admins'.
  if (method === 'get' && path === '/api/admin/payments/orders/{orderId}') return true;
  if (path.startsWith('/api/admin/chat/sessions') || path === '/api/admin/chat/auto-reply-test') return true;
  if (method === 'get' && (path === '/api/admin/chat/settings' || path === '/api/admin/chat/quick-replies'))
    return true;
  // WhatsApp follow-ups from the inbox: the approved templates, and sending one in a closed conversation.
  if (method === 'get' && path === '/api/admin/channels/whatsapp/follow-up-templates') return true;
  if (method === 'post' && path === '/api/admin/channels/whatsapp/sessions/{sessionId}/template') return true;
  // The customer directory: staff read it and write notes; its CSV (with lifetime value) is admins'.
  if (path.startsWith('/api/admin/customers')) return path !== '/api/admin/customers/export.csv';
  // Each staff member's own phone notifications (their browsers, their on/off).
  if (path === '/api/admin/push' || path.startsWith('/api/admin/push/')) return true;
  const staffReads = [
    '/api/admin/chat/labels',
    '/api/admin/chat/search',
    '/api/admin/chat/assignees',
    '/api/admin/chat/order-chats',
    '/api/admin/chat/customers-online',
    '/api/admin/chat/messages',
  ];
  if (method === 'get' && staffReads.includes(path)) return true;
  // Problem reports: the desk reads the cards and rejects; replace and refund are admins', as burn and refund are.
  if (method === 'get' && path === '/api/admin/problem-reports') return true;
  if (method === 'post' && path === '/api/admin/problem-reports/{id}/reject') return true;
  return false;
}

export const needsAccount = (route: Route) =>
  route.path.startsWith('/api/me/') ||
  route.path.startsWith('/api/auth/me') ||
  route.path.startsWith('/api/auth/two-factor') ||
  route.path.startsWith('/api/auth/sessions');

/**
 * What a staff member who must still enrol in two-factor sign-in may call (docs/product/account-security.md):
 * who they are, enrolment, logout. Every other route that needs an account refuses them.
 */
export const BEFORE_SECOND_FACTOR_ROUTES = new Set([
  'get /api/auth/me',
  'post /api/auth/logout',
  'get /api/auth/two-factor',
  'post /api/auth/two-factor/setup',
  'post /api/auth/two-factor/confirm',
]);

/** Whether an answer is a readable client error: a 4xx with a message a person can read. */
export function readableRefusal(status: number, body: unknown): boolean {
  if (status < 400 || status >= 500) return false;
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim().length > 0 && !/^Cannot (GET|POST|PUT|DELETE)/.test(message);
}

export const attackRuns = () => Number(process.env.ATTACK_RUNS ?? 3);
