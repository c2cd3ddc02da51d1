import type { OrderGuideView } from '@kedai/contracts';

/**
 * The installation guide's order info, kept in browser storage so the guide still opens
 * when the order call fails softly (offline, server busy). Rental credentials are never stored: they are
 * only shown from a fresh answer.
 */
const PREFIX = 'kedai.guide.';

const keyOf = (orderId: string) => `${PREFIX}${orderId}`;

export function rememberGuide(guide: OrderGuideView): void {
  try {
    window.localStorage.setItem(
      keyOf(guide.orderId),
      JSON.stringify({
        ...guide,
        rental: null,
        // Credentials are never stored: a saved guide shows products, steps and codes only.
        lines: (guide.lines ?? []).map((line) => ({ ...line, rentals: [] })),
      }),
    );
  } catch {
    // Storage full or blocked: the guide then only works online.
  }
}

function isGuide(value: unknown, orderId: string): value is OrderGuideView {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    record.orderId === orderId &&
    typeof record.productName === 'string' &&
    typeof record.createdAt === 'string' &&
    typeof record.expiresAt === 'string' &&
    (record.kind === 'app' || record.kind === 'rental')
  );
}

/** The stored guide of this order, or null when none (or it no longer parses, which removes it). */
export function storedGuide(orderId: string): OrderGuideView | null {
  try {
    const raw = window.localStorage.getItem(keyOf(orderId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (isGuide(parsed, orderId)) return parsed;
    window.localStorage.removeItem(keyOf(orderId));
  } catch {
    forgetGuide(orderId);
  }
  return null;
}

/** "Clear Storage & Retry": drops this order's stored guide. */
export function forgetGuide(orderId: string): void {
  try {
    window.localStorage.removeItem(keyOf(orderId));
  } catch {
    // Nothing stored we could reach.
  }
}
