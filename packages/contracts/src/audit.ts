/**
 * The staff audit log (/admin/audit, admins only): one entry per staff action that changes or reveals something.
 * What each action means and when it is written: docs/product/admin.md#audit-log.
 */
export const AUDIT_ACTIONS = [
  'auth.sign-in',
  'auth.sign-in-failed',
  /** Ready for two-factor sign-in and sessions (they call AuditService.record with these). */
  'auth.2fa-enrolled',
  'auth.2fa-failed',
  'auth.2fa-reset',
  'auth.session-ended',
  'receipt.verified',
  'receipt.rejected',
  'order.status-changed',
  'order.payment-status-changed',
  'order.refunded',
  'codes.added',
  'code.removed',
  'code.burned',
  'problem-report.resolved',
  'rental.revealed',
  'settings.changed',
  'product.created',
  'product.changed',
  'product.deleted',
  'staff.invited',
  'staff.role-changed',
  'staff.deactivated',
  'staff.reactivated',
  'export.downloaded',
  'maintenance.run',
  'screenshot.taken',
  'push.changed',
  'discount.created',
  'discount.changed',
  'discount.deactivated',
  'chat-label.created',
  'chat-label.changed',
  'chat-label.deleted',
  'chat.labelled',
  'chat.unlabelled',
  /** Settings → WhatsApp: the test message an admin sent (to which number, and WhatsApp's answer). */
  'channel.test-sent',
  /** Customers: a staff note written on a customer (docs/product/admin.md#customers). */
  'customer.noted',
  /** Maintenance → Data requests: staff ran a customer's export or account deletion (a request by e-mail or WhatsApp). */
  'privacy.request-created',
  'privacy.export-downloaded',
  /** Maintenance → Data requests: staff cancelled an account deletion in its grace period. */
  'privacy.erasure-cancelled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const isAuditAction = (value: unknown): value is AuditAction =>
  typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);

/** What an entry is about: its kind and id (an order id, a user id, a product code, a file name…). */
export const AUDIT_TARGET_TYPES = [
  'user',
  'order',
  'product',
  'code-pool',
  'rental-account',
  'settings',
  'export',
  'maintenance',
  'screenshot',
  'discount',
  'chat-label',
  'chat-session',
  'customer',
  'customer-note',
  'data-request',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** The value written instead of a secret (a password, a key, a TOTP secret): only that it changed is kept. */
export const AUDIT_REDACTED = '[redacted]';

/** How long entries are kept (Audit log → Keep entries for): default two years, never less than 90 days. */
export const AUDIT_RETENTION_DEFAULT_DAYS = 730;
export const AUDIT_RETENTION_MIN_DAYS = 90;
export const AUDIT_RETENTION_MAX_DAYS = 3650;
export const AUDIT_PAGE_SIZE = 50;

export interface AuditActorView {
  /** Null when the account no longer exists or nobody was signed in (a failed sign-in of an unknown e-mail). */
  id: string | null;
  name: string;
  role: string;
}

export interface AuditEntryView {
  id: string;
  at: string;
  action: AuditAction;
  actor: AuditActorView;
  ip: string | null;
  userAgent: string | null;
  target: { type: AuditTargetType; id: string };
  /** Which fields changed ({ field: { from, to } }) and other facts of the action; secrets are AUDIT_REDACTED. */
  summary: Record<string, unknown>;
}

/** GET /api/admin/audit (and /api/admin/audit/export.csv with the same filter). */
export interface AuditFilter {
  /** A person: part of the actor's name, or their user id. */
  person?: string;
  action?: AuditAction;
  targetType?: AuditTargetType;
  targetId?: string;
  /** Shop days (YYYY-MM-DD on the shop's clock), both included. */
  from?: string;
  to?: string;
  page?: number;
}

export interface AuditListView {
  entries: AuditEntryView[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET and PUT /api/admin/audit/settings */
export interface AuditSettingsView {
  retentionDays: number;
}
