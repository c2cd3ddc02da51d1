import {
  DEFAULT_RETENTION_PERIODS,
  SETTABLE_RETENTION_KINDS,
  retentionPeriodProblem,
  type FieldError,
  type RetentionPeriods,
} from '@kedai/contracts';

const DAY_MS = 24 * 3600 * 1000;

/** The stored periods over the defaults: a kind never saved is kept. */
export function periodsOf(stored: Partial<RetentionPeriods> | undefined): RetentionPeriods {
  return { ...DEFAULT_RETENTION_PERIODS, ...(stored ?? {}) };
}

/**
 * Reads a request's periods: every settable kind may be given (a number of days or null), nothing else. Returns
 * the periods to save over the current ones, or the field errors a person can act on.
 */
export function parsePeriods(
  current: RetentionPeriods,
  input: unknown,
): { periods: RetentionPeriods; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const periods = { ...current };
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { periods, errors: [{ field: 'periods', messages: ['periods must be an object of days by kind.'] }] };
  }
  for (const [kind, days] of Object.entries(input)) {
    if (!(SETTABLE_RETENTION_KINDS as readonly string[]).includes(kind)) {
      errors.push({ field: `periods.${kind}`, messages: [`${kind} has no retention period of its own.`] });
      continue;
    }
    const settable = kind as keyof RetentionPeriods;
    const value = days === null ? null : typeof days === 'number' ? days : Number.NaN;
    const problem = retentionPeriodProblem(settable, value);
    if (problem) errors.push({ field: `periods.${kind}`, messages: [problem] });
    else periods[settable] = value;
  }
  return { periods, errors };
}

/** The cut-off of a period: data older than this goes. */
export function cutoffOf(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
