import { AUDIT_REDACTED } from '@kedai/contracts';

/** Field names whose values are never written to the log (only that they changed). */
const SECRET = /password|secret|token|api_?key|private_?key|signature|^keys$|totp|recovery/i;

export const isSecretField = (name: string): boolean => SECRET.test(name);

type Change = { from: unknown; to: unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Which fields differ between two versions of a record, as `{ "path.to.field": { from, to } }` (nested
 * objects by dotted path, arrays and dates compared whole). A secret field's values are replaced by
 * AUDIT_REDACTED, so the log says that the SMTP password changed but never what it was or is.
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
  prefix = '',
  /** Under a secret field (e.g. `keys`): every value below it is redacted too. */
  secretParent = false,
): Record<string, Change> {
  const changes: Record<string, Change> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const from = before?.[key];
    const to = after?.[key];
    const path = prefix ? `${prefix}.${key}` : key;
    const secret = secretParent || isSecretField(key);
    if (isPlainObject(from) && isPlainObject(to)) {
      Object.assign(changes, changedFields(from, to, path, secret));
      continue;
    }
    if (same(from, to)) continue;
    changes[path] = secret
      ? { from: from == null ? null : AUDIT_REDACTED, to: to == null ? null : AUDIT_REDACTED }
      : {
          from: from instanceof Date ? from.toISOString() : (from ?? null),
          to: to instanceof Date ? to.toISOString() : (to ?? null),
        };
  }
  return changes;
}

/** A record's fields with its secrets redacted (what a created or deleted record was). */
export function redacted(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      isSecretField(key) && value != null
        ? AUDIT_REDACTED
        : isPlainObject(value)
          ? redacted(value)
          : value instanceof Date
            ? value.toISOString()
            : value,
    ]),
  );
}

/** An activation code as the log shows it: its last four characters only (a code is as good as money). */
export const maskedCode = (code: string): string => (code.length <= 4 ? '••••' : `••••${code.slice(-4)}`);
