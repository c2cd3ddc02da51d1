import { problemWindowHours } from '@kedai/contracts';

/** How many reports one customer may send per hour (any orders). */
export const REPORTS_PER_HOUR = 5;

export type ReportRefusal =
  | { code: 'not_delivered'; message: string }
  | { code: 'window_closed'; message: string }
  | { code: 'report_open'; message: string };

export interface ReportableLine {
  category: string;
  /** When the order's codes or rentals were handed over; null when never. */
  deliveredAt: Date | null;
  /** Whether this line holds a code or a rental now. */
  holdsDelivery: boolean;
  /** The product's own window (hours), or null for the default. */
  ownWindowHours: number | null;
  /** A report of this line is open already. */
  hasOpenReport: boolean;
}

const hoursText = (hours: number) =>
  hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hour${hours === 1 ? '' : 's'}`;

/** Why a line may not be reported now, or null when it may (pure: the service reads, this decides). */
export function reportRefusal(line: ReportableLine, now: Date): ReportRefusal | null {
  if (!line.deliveredAt || !line.holdsDelivery) {
    return {
      code: 'not_delivered',
      message: 'This item has not been delivered yet, so there is nothing to report. It arrives by itself.',
    };
  }
  const hours = problemWindowHours(line.category, line.ownWindowHours);
  if (now.getTime() - line.deliveredAt.getTime() > hours * 3_600_000) {
    return {
      code: 'window_closed',
      message: `Problems with this item can be reported within ${hoursText(hours)} of delivery. Please write to us in chat.`,
    };
  }
  if (line.hasOpenReport) {
    return {
      code: 'report_open',
      message: 'A problem with this item is already reported and being looked at.',
    };
  }
  return null;
}

/** A code as the agent's card header shows it: its last four characters. */
export const maskCode = (code: string) => (code.length <= 4 ? '••••' : `••••${code.slice(-4)}`);
