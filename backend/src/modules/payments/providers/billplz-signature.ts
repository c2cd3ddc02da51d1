import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Billplz's X Signature: every field except x_signature as `key` + `value`, sorted ascending without regard to
 * case, joined with `|`, HMAC-SHA256 (hex) with the collection's X Signature key. For the redirect the fields are
 * `billplz[id]` etc., flattened to `billplzid`.
 */
export function billplzSignature(fields: Record<string, string>, key: string): string {
  const source = Object.entries(fields)
    .filter(([name]) => name !== 'x_signature')
    .map(([name, value]) => `${name}${value}`)
    .sort((a, b) => {
      const left = a.toLowerCase();
      const right = b.toLowerCase();
      return left < right ? -1 : left > right ? 1 : 0;
    })
    .join('|');
  return createHmac('sha256', key).update(source).digest('hex');
}

/** Whether `given` is the signature of these fields, compared in constant time. */
export function billplzSignatureValid(fields: Record<string, string>, given: string | undefined, key: string): boolean {
  if (!given) return false;
  const expected = Buffer.from(billplzSignature(fields, key));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The redirect's query `billplz[id]=…` as Billplz signs it: `billplzid`, `billplzpaid`, … */
export function flattenBillplzRedirect(query: Record<string, unknown>): Record<string, string> {
  const flat: Record<string, string> = {};
  const nested = query.billplz;
  if (nested && typeof nested === 'object') {
    for (const [name, value] of Object.entries(nested as Record<string, unknown>)) {
      if (typeof value === 'string') flat[name === 'x_signature' ? name : `billplz${name}`] = value;
    }
  }
  for (const [name, value] of Object.entries(query)) {
    const match = /^billplz\[(\w+)\]$/.exec(name);
    if (match && typeof value === 'string') {
      flat[match[1] === 'x_signature' ? 'x_signature' : `billplz${match[1]}`] = value;
    }
  }
  return flat;
}
