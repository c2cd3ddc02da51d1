import { createHmac, timingSafeEqual } from 'node:crypto';

/** One priced line as the lock holds it: the product, the chosen option value, the units and the unit price. */
export interface LockedLine {
  productId: string;
  optionValue: string | null;
  quantity: number;
  unitPrice: number;
}

export interface PriceLockPayload {
  lines: LockedLine[];
  total: number;
  /** The discount code the quote applied (upper-case; absent: none): the order's code must be the same. */
  discountCode?: string | null;
  /** Epoch milliseconds after which the lock is worth nothing. */
  expiresAt: number;
}

export type PriceLockCheck =
  | { ok: true; lock: PriceLockPayload }
  | { ok: false; reason: 'invalid' | 'expired' | 'other_lines'; expiresAt?: number };

const VERSION = 'v1';

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${VERSION}.${body}`).digest('base64url');

/** `v1.<base64url JSON>.<HMAC-SHA256>`: readable by anyone, worth something only with the server's signature. */
export function signPriceLock(secret: string, payload: PriceLockPayload): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${VERSION}.${body}.${signature(secret, body)}`;
}

const isLine = (value: unknown): value is LockedLine => {
  const line = value as Partial<LockedLine> | null;
  return (
    typeof line === 'object' &&
    line !== null &&
    typeof line.productId === 'string' &&
    (line.optionValue === null || typeof line.optionValue === 'string') &&
    Number.isInteger(line.quantity) &&
    typeof line.unitPrice === 'number' &&
    Number.isFinite(line.unitPrice)
  );
};

const lineKey = (line: Pick<LockedLine, 'productId' | 'optionValue' | 'quantity'>) =>
  `${line.productId}|${line.optionValue ?? ''}|${line.quantity}`;

/**
 * The lock, when the server signed it, it has not expired at `now`, and it holds exactly `lines` (same products,
 * options and units; the order of lines does not matter). Otherwise why not: the caller prices from the catalogue.
 */
export function checkPriceLock(
  secret: string,
  token: string,
  lines: Pick<LockedLine, 'productId' | 'optionValue' | 'quantity'>[],
  now: number,
): PriceLockCheck {
  const [version, body, mac, ...rest] = token.split('.');
  if (version !== VERSION || !body || !mac || rest.length > 0) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(signature(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  let payload: PriceLockPayload;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PriceLockPayload;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(payload.lines) || !payload.lines.every(isLine) || typeof payload.expiresAt !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (now >= payload.expiresAt) return { ok: false, reason: 'expired', expiresAt: payload.expiresAt };
  const wanted = lines.map(lineKey).sort();
  const held = payload.lines.map(lineKey).sort();
  if (wanted.length !== held.length || wanted.some((key, index) => key !== held[index])) {
    return { ok: false, reason: 'other_lines' };
  }
  return { ok: true, lock: payload };
}
