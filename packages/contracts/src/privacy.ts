/**
 * Data protection (PDPA): how long each kind of personal data is kept (Settings → Data retention), and the
 * privacy notice's version that a consent is recorded with. docs/product/privacy.md has the rules in words.
 */

/** The kinds of data with a retention period of their own, in the order the admin screen lists them. */
export const RETENTION_KINDS = [
  'chat-messages',
  'receipt-images',
  'outbox-emails',
  'rental-credentials',
  'audit-log',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** Kinds whose period is set on the retention screen; the audit log's is set on the Audit log screen. */
export const SETTABLE_RETENTION_KINDS = [
  'chat-messages',
  'receipt-images',
  'outbox-emails',
  'rental-credentials',
] as const satisfies readonly RetentionKind[];
export type SettableRetentionKind = (typeof SETTABLE_RETENTION_KINDS)[number];

/** Days each kind is kept; null: kept until deleted by hand (the default of every settable kind). */
export type RetentionPeriods = Record<SettableRetentionKind, number | null>;

export const DEFAULT_RETENTION_PERIODS: RetentionPeriods = {
  'chat-messages': null,
  'receipt-images': null,
  'outbox-emails': null,
  'rental-credentials': null,
};

export const RETENTION_MIN_DAYS = 1;
export const RETENTION_MAX_DAYS = 3650;
/**
 * A receipt is the shop's evidence of a payment, an accounting record: the Income Tax Act 1967 (s. 82) asks for
 * records to be kept seven years, so receipt images cannot be set to go sooner.
 */
export const RECEIPT_RETENTION_MIN_DAYS = 7 * 365;

/** Why a period cannot be saved for a kind, or null when it can (null days: kept). */
export function retentionPeriodProblem(kind: SettableRetentionKind, days: number | null): string | null {
  if (days === null) return null;
  if (!Number.isInteger(days) || days < RETENTION_MIN_DAYS || days > RETENTION_MAX_DAYS) {
    return `Keep for a whole number of days between ${RETENTION_MIN_DAYS} and ${RETENTION_MAX_DAYS}, or leave it empty to keep everything.`;
  }
  if (kind === 'receipt-images' && days < RECEIPT_RETENTION_MIN_DAYS) {
    return `Receipts are accounting records: keep them at least ${RECEIPT_RETENTION_MIN_DAYS} days (seven years).`;
  }
  return null;
}

/** GET/PUT /api/admin/privacy/retention */
export interface RetentionSettingsView {
  periods: RetentionPeriods;
  /** The audit log's period (set on the Audit log screen), shown beside the others. */
  auditLogDays: number;
}

export interface RetentionKindCount {
  kind: RetentionKind;
  /** The period in force; null: the kind is kept (nothing goes). */
  days: number | null;
  /** What would go (dry run) or went (run), in total and by table or file folder. */
  total: number;
  parts: Record<string, number>;
}

/** POST /api/admin/privacy/retention/dry-run, and what the daily run removed. */
export interface RetentionReport {
  kinds: RetentionKindCount[];
}

/**
 * The privacy notice's version: bump it whenever the notice's text changes (frontend locales, `privacy.*`), so a
 * consent says which text the person agreed to.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-28';

export const CONSENT_PURPOSES = ['registration', 'checkout'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** The answer when a registration or an order comes without the privacy notice's consent. */
export const PRIVACY_CONSENT_REQUIRED = 'Please agree to the privacy notice to continue.';

/**
 * The customer's data rights (docs/product/privacy.md#your-data): a copy of their data ("Download my data") and
 * the erasure of their account ("Delete my account"), asked by the customer or run by staff for them.
 */
export const DATA_REQUEST_KINDS = ['export', 'erasure'] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/**
 * export: queued → running → ready (archive downloadable) → expired (archive deleted), or failed.
 * erasure: scheduled (in its grace period) → done, or cancelled; failed when the run could not finish.
 */
export const DATA_REQUEST_STATUSES = [
  'queued',
  'running',
  'ready',
  'expired',
  'scheduled',
  'cancelled',
  'done',
  'failed',
] as const;
export type DataRequestStatus = (typeof DATA_REQUEST_STATUSES)[number];

/** Where a request came from: the customer's account or the guest e-mail proof, or staff for a request by e-mail or WhatsApp. */
export const DATA_REQUEST_CHANNELS = ['account', 'guest', 'email', 'whatsapp'] as const;
export type DataRequestChannel = (typeof DATA_REQUEST_CHANNELS)[number];

/** How long a finished archive can be downloaded before it is deleted. */
export const DATA_EXPORT_KEEP_DAYS = 7;
/** The default grace period of an account deletion (Maintenance → Data requests). */
export const ERASURE_GRACE_DEFAULT_DAYS = 14;
export const ERASURE_GRACE_MAX_DAYS = 60;

/** One data request as its customer (or staff) sees it. */
export interface DataRequestView {
  id: string;
  kind: DataRequestKind;
  status: DataRequestStatus;
  channel: DataRequestChannel;
  /** 0–100: how much of the archive is built (an erasure reads 100 when done). */
  progress: number;
  createdAt: string;
  /** An erasure's end of grace: when the account is erased unless cancelled. */
  dueAt: string | null;
  completedAt: string | null;
  /** A ready archive: until when it can be downloaded. */
  expiresAt: string | null;
  /** A ready archive: a signed link valid a few minutes (ask the request again for a fresh one). */
  downloadUrl: string | null;
}

/** A request in the staff list (/admin/privacy → Requests). */
export interface AdminDataRequestView extends DataRequestView {
  email: string;
  /** Whether the e-mail belongs to an account. */
  hasAccount: boolean;
  requestedBy: string | null;
  note: string | null;
}

/** GET/PUT /api/admin/privacy/requests/settings */
export interface DataRequestSettingsView {
  erasureGraceDays: number;
}
