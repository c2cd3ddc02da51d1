/** Admin tools (issue 22): the screenshot tool, the order inspector and maintenance. */
import type { AdminOrderDetail, FulfilmentStep } from './fulfilment';
import type { AdminOrderPayments } from './online-payments';

/** The screenshot tool's devices: the viewport Chromium renders the page at (device pixel ratio 1). */
export const SCREENSHOT_DEVICES = {
  desktop: { width: 1920, height: 1080, mobile: false },
  tablet: { width: 768, height: 1024, mobile: true },
  mobile: { width: 375, height: 667, mobile: true },
} as const;
export type ScreenshotDevice = keyof typeof SCREENSHOT_DEVICES;
export const SCREENSHOT_DEVICE_NAMES = Object.keys(SCREENSHOT_DEVICES) as ScreenshotDevice[];

/** The screenshot tool's page presets, as paths on the shop's own origin (their names: the admin catalogue). */
export const SCREENSHOT_PRESETS = [
  { path: '/' },
  { path: '/products' },
  { path: '/admin' },
  { path: '/activation-tutorials' },
  { path: '/cart' },
] as const;

/** A capture may not take longer than this (launch, load and capture together). */
export const SCREENSHOT_TIMEOUT_MS = 20_000;
/** At most this many captures run at once (the screenshots queue's worker concurrency). */
export const SCREENSHOT_CONCURRENCY = 2;

/** GET /api/admin/tools/screenshots/setup: what the screen needs before a capture. */
export interface ScreenshotSetup {
  /** The shop's origin: the only one a capture may open. */
  origin: string;
  chromium: { available: boolean; path: string };
  timeoutMs: number;
  concurrency: number;
}

/** POST /api/admin/tools/screenshots: a path on the shop ("/products") or a URL of the shop's origin. */
export interface ScreenshotRequest {
  url: string;
  device: ScreenshotDevice;
}

export type ScreenshotState = 'waiting' | 'active' | 'completed' | 'failed';

/** One capture as the screen follows it (GET /api/admin/tools/screenshots/{jobId}). */
export interface ScreenshotView {
  id: string;
  url: string;
  device: ScreenshotDevice;
  width: number;
  height: number;
  state: ScreenshotState;
  /** 0-100 while it runs. */
  progress: number;
  /** What went wrong, when state is failed. */
  error: string | null;
  /** The PNG's file name: kedai-<device>-<width>x<height>-<timestamp>.png. */
  fileName: string;
  requestedAt: string;
  finishedAt: string | null;
}

/** One job that touched an order, as the order inspector shows it. */
export interface InspectedJob {
  queue: string;
  id: string;
  name: string;
  /** BullMQ's state now, or null when the job is gone from the queue (finished steps are removed). */
  state: string | null;
  attemptsMade: number | null;
  maxAttempts: number | null;
  /** The queue's error for a failed job, or the failure the job wrote on the order's timeline. */
  error: string | null;
  /** The job's last line on the order's timeline (e.g. delivery_failed, activated). */
  lastAction: string | null;
  lastAt: string | null;
  /** The step an admin may run again from the inspector (through the normal guarded job), else null. */
  retryStep: FulfilmentStep | null;
  /** The queue monitor with this job open. */
  monitorLink: string;
}

/** One e-mail about the order with its outbox status. */
export interface InspectedEmail {
  id: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** One order update sent (or tried) on WhatsApp (docs/channels.md#order-updates). */
export interface InspectedWhatsappUpdate {
  event: string;
  template: string;
  status: string;
  /** WhatsApp's reason when it failed. */
  error: string | null;
  /** A failed update was e-mailed instead. */
  fellBackToEmail: boolean;
  at: string;
}

/** GET /api/admin/tools/orders/{orderId}/inspection: everything about one order in one answer. */
export interface OrderInspection {
  order: AdminOrderDetail;
  jobs: InspectedJob[];
  emails: InspectedEmail[];
  /** Order updates on WhatsApp, for a customer who opted in at checkout. */
  whatsappUpdates?: InspectedWhatsappUpdate[];
  /** Every payment event (attempts, captures, refunds) and ledger row of the order, as the payments module keeps them. */
  payments: AdminOrderPayments;
  /** The stored rows as they are (orders, order_items, order_events, rentals; codes masked). */
  raw: Record<string, unknown>;
}

/** POST /api/admin/tools/orders/{orderId}/retry */
export interface RetryStepRequest {
  step: FulfilmentStep;
}

/** Maintenance (/admin/maintenance): the cleanups, each counted first (dry run), then run as a job. */
/** What each cleanup removes is worded in the admin catalogue (maintenance.cleanup.*). */
export const CLEANUP_ACTION_NAMES = [
  'ended-chats',
  'orphaned-uploads',
  'delivered-outbox',
  'expired-email-codes',
  'cart-visits',
  'audit-log',
] as const;
export type CleanupAction = (typeof CLEANUP_ACTION_NAMES)[number];
export const MAX_CLEANUP_DAYS = 3650;

export type UsageLevel = 'ok' | 'warning' | 'danger';

/** The storage usage bar: green, yellow above 60 %, red above 80 % of the quota. */
export function usageLevel(percent: number): UsageLevel {
  if (percent > 80) return 'danger';
  if (percent > 60) return 'warning';
  return 'ok';
}

/** GET /api/admin/tools/maintenance/storage */
export interface StorageReport {
  database: { bytes: number; tables: { name: string; bytes: number; rows: number }[] };
  uploads: { count: number; bytes: number; folders: { name: string; count: number; bytes: number }[] };
  chatMessages: number;
  chatSessions: number;
  outbox: { emails: Record<string, number>; pendingJobs: number; dispatchedJobs: number };
  quotaBytes: number;
  usedBytes: number;
  usedPercent: number;
  level: UsageLevel;
}

/** POST /api/admin/tools/maintenance/dry-run and /cleanups */
export interface CleanupRequest {
  action: CleanupAction;
  olderThanDays: number;
}

/** What a cleanup would remove (dry run) or removed (job): rows or files by kind. */
export interface CleanupCount {
  action: CleanupAction;
  olderThanDays: number;
  total: number;
  parts: Record<string, number>;
}

/** GET /api/admin/tools/maintenance/cleanups/{jobId} */
export interface CleanupJobView {
  id: string;
  state: string;
  request: CleanupRequest;
  result: CleanupCount | null;
  error: string | null;
}

/** Upload test (POST /api/admin/tools/upload-test, multipart `file` + `kind`): which real upload's checks to use. */
export const UPLOAD_TEST_KINDS = ['checkout-receipt', 'order-page-receipt', 'product-image'] as const;
export type UploadTestKind = (typeof UPLOAD_TEST_KINDS)[number];

/** The verdict of FileStorageService's checks on a file, without storing it. */
export interface UploadTestResult {
  kind: UploadTestKind;
  fileName: string;
  /** Bytes received. */
  size: number;
  /** What the bytes really are (by content, not name or claimed type); null when not a type Kedai knows. */
  detectedType: string | null;
  accepted: boolean;
  refusal: 'too_large' | 'wrong_type' | null;
  /** The message that upload's screen would show, or null when accepted. */
  message: string | null;
}

/** GET /api/admin/tools/steps-preview?productId=&orderId=: the installation steps exactly as they are sent. */
export interface StepsPreview {
  /** The order the steps are for, or a sample order of the product alone (not stored anywhere). */
  order: { orderId: string; sample: boolean; status: string; paymentStatus: string; customerEmail: string | null };
  /** The product picked (null when only an order was given). */
  product: { id: string; productCode: string; title: string; category: string } | null;
  /** Per order line: what the installation guide page links to (from the product's guide configuration). */
  lines: StepsPreviewLine[];
  /** The customer's version: the installation-guide e-mail the GUIDE step sends. */
  customer: { to: string | null; subject: string; text: string };
  /** The admin's version (internal details, delivered codes and rental accounts). */
  admin: { text: string };
}

export interface StepsPreviewLine {
  productName: string;
  productCode: string;
  kind: 'app' | 'rental';
  /** The guide configuration used (its product name), or null when the product has none. */
  guideConfig: string | null;
  chatKeyword: string | null;
  guideUrl: string | null;
}
