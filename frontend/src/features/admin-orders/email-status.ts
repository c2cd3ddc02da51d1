import { emailStatusText, type OrderEmailState } from '@kedai/contracts';
import type { AdminOrdersT } from './order-labels';

/** How far back a step's e-mail may be from its result (the job writes it just before it answers). */
const STEP_WINDOW_MS = 2 * 60_000;

/** The order's newest e-mail written since `since` (ms) less the step window; null when there is none. */
export function stepEmail(emails: OrderEmailState[] | undefined, since: number): OrderEmailState | null {
  const newest = emails?.[0];
  if (!newest) return null;
  return Date.parse(newest.at) >= since - STEP_WINDOW_MS ? newest : null;
}

/** "E-mail to the customer: sent" / "…: queued" / "…: failed: <SMTP error>" / "…: not sent: no SMTP …". */
export const emailLine = (email: OrderEmailState, t: AdminOrdersT) =>
  t('stepNotice.emailLine', { status: emailStatusText(email) });

/** The newest e-mail whose subject starts with one of these (e.g. the delivery e-mail); null if none. */
export function emailAbout(emails: OrderEmailState[] | undefined, subjectStart: string): OrderEmailState | null {
  return emails?.find((email) => email.subject.startsWith(subjectStart)) ?? null;
}
