/**
 * Problem reports (docs/product/problem-reports.md): a customer says a delivered line does not work, an agent
 * resolves it in one click (replace, refund, reject). Value lists, views and the window rule both sides use.
 */

export const PROBLEM_REASONS = [
  'code_not_working',
  'already_used',
  'expired',
  'wrong_product',
  'account_locked',
  'other',
] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];

/** Admin-side (English) labels of the reasons. */
export const PROBLEM_REASON_LABELS: Record<ProblemReason, string> = {
  code_not_working: 'The code does not work',
  already_used: 'Says already used',
  expired: 'Expired',
  wrong_product: 'Wrong product',
  account_locked: 'Rental account locked',
  other: 'Other',
};

export const PROBLEM_REPORT_STATUSES = ['open', 'replaced', 'refunded', 'rejected'] as const;
export type ProblemReportStatus = (typeof PROBLEM_REPORT_STATUSES)[number];

export const PROBLEM_RESOLUTIONS = ['replace', 'refund', 'reject'] as const;
export type ProblemResolution = (typeof PROBLEM_RESOLUTIONS)[number];

export const PROBLEM_NOTE_MAX = 1000;
export const PROBLEM_REJECT_REASON_MAX = 500;

/** Hours a customer may report a line after its delivery, when the product has no window of its own. */
export const PROBLEM_WINDOW_DEFAULT_HOURS = 12;
/** Camera apps (Dazz Cam and the like: category 'Apps (Camera & Filters)') get three days. */
export const PROBLEM_WINDOW_CAMERA_HOURS = 72;
export const PROBLEM_WINDOW_MAX_HOURS = 24 * 90;

/** The access-time window of a product: its own setting, else 3 days for camera apps, else 12 hours. */
export function problemWindowHours(category: string, ownHours: number | null | undefined): number {
  if (typeof ownHours === 'number' && ownHours > 0) return ownHours;
  return category === 'Apps (Camera & Filters)' ? PROBLEM_WINDOW_CAMERA_HOURS : PROBLEM_WINDOW_DEFAULT_HOURS;
}

/** What the customer sends (multipart: these fields and an optional `screenshot`). */
export interface ProblemReportRequest {
  orderId: string;
  itemId: string;
  reason: ProblemReason;
  note?: string;
  /** A guest's proof: the order's watch token (from the order page's view). */
  token?: string;
}

/** One line of a report's history. */
export interface ProblemReportEventView {
  at: string;
  /** 'reported', 'replaced', 'refunded', 'rejected' */
  action: string;
  actorName: string | null;
  details: Record<string, unknown>;
}

/** The customer's view of a report (order page, My orders). */
export interface ProblemReportView {
  id: string;
  orderId: string;
  itemId: string;
  productTitle: string;
  reason: ProblemReason;
  note: string | null;
  status: ProblemReportStatus;
  /** The reason shown to the customer when rejected. */
  rejectReason: string | null;
  createdAt: string;
  resolvedAt: string | null;
}

/** The agent's card: the report and what helps to decide it. */
export interface AdminProblemReportView extends ProblemReportView {
  customerName: string;
  customerEmail: string | null;
  chatSessionId: string | null;
  /** The reported code, masked (agents see the full code on the order). */
  maskedCode: string | null;
  productCode: string;
  deliveredAt: string | null;
  /** Reports of the same code by other customers, and earlier reports by this customer. */
  sameCodeReports: number;
  sameCustomerReports: number;
  /** Reported by two or more different customers: a possibly leaked pool. */
  flagged: boolean;
  resolvedBy: string | null;
  history: ProblemReportEventView[];
}

/** The customer's page hears this in the order's room (order:watch). */
export interface ProblemReportChanged {
  orderId: string;
  report: ProblemReportView;
}

/** A product's own report window (Product Management). */
export interface ProblemWindowView {
  productCode: string;
  /** null: the default (3 days for camera apps, 12 hours otherwise). */
  hours: number | null;
  effectiveHours: number;
}

/** A line of the order as the report form offers it. */
export interface ReportableLineView {
  itemId: string;
  productCode: string;
  productTitle: string;
  /** The line's code, masked, when it has one (so the customer picks the right line). */
  maskedCode: string | null;
  /** Until when a problem may be reported (null: not delivered yet). */
  reportableUntil: string | null;
  /** Whether the form may be sent now; when not, `refusal` says why. */
  canReport: boolean;
  refusal: string | null;
}

/** The order page's problem section: its lines and its reports (newest first). */
export interface OrderProblemsView {
  orderId: string;
  lines: ReportableLineView[];
  reports: ProblemReportView[];
}
