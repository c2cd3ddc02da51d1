/**
 * Back-in-stock alerts (docs/product/storefront.md#back-in-stock-alerts): a shopper asks to be told when an
 * out-of-stock product (or one of its choices that keeps its own stock) is back; the alert goes out once,
 * oldest request first, to at most the units restocked plus the seller's margin.
 */

/** What the storefront sends: the product, the choice when that choice is what ran out, and where to write. */
export interface StockAlertRequest {
  productCode: string;
  optionValue?: string | null;
  /** `email` (the default) or `whatsapp`, offered only when GET /api/stock-alerts/channels says so. */
  channel?: StockAlertChannel;
  /** For an e-mail alert. */
  email?: string;
  /** For a WhatsApp alert: a Malaysian number in any usual form (012-…, +60 12-…). */
  phone?: string;
  /** For a WhatsApp alert: the shopper ticked "Send me this alert on WhatsApp" (refused without it). */
  consent?: boolean;
}

export const STOCK_ALERT_CHANNELS = ['email', 'whatsapp'] as const;
export type StockAlertChannel = (typeof STOCK_ALERT_CHANNELS)[number];

/** GET /api/stock-alerts/channels: WhatsApp is offered when the channel can send and both templates are named. */
export interface StockAlertChannelsView {
  whatsapp: boolean;
}

/**
 * `waiting`: the alert is confirmed (a signed-in customer's own e-mail needs no link). `confirm`: a link was
 * sent to the address (also when it already waits: the answer never tells whether an address is subscribed).
 */
export const STOCK_ALERT_OUTCOMES = ['waiting', 'confirm'] as const;
export type StockAlertOutcome = (typeof STOCK_ALERT_OUTCOMES)[number];

export interface StockAlertResult {
  outcome: StockAlertOutcome;
}

/** The confirmation link's answer: which product the alert is for. */
export interface StockAlertConfirmation {
  productCode: string;
  title: string;
  /** Already back (restocked before the link was opened): the page offers to buy it now. */
  inStock: boolean;
}

/** Confirmed alerts still waiting for a product (Product Management, the dashboard). */
export interface StockAlertDemand {
  productId: string;
  productCode: string;
  title: string;
  waiting: number;
  /** The waiting alerts per channel (they add up to `waiting`). */
  byChannel: Record<StockAlertChannel, number>;
}

export interface StockAlertSettingsView {
  /** Alerts sent beyond the units restocked (some who are told will not buy). */
  margin: number;
}

export const MAX_STOCK_ALERT_MARGIN = 1000;

/**
 * Which waiting alerts a restock of `units` sends: oldest first, only those whose product (or choice) can be
 * bought now, at most `units + margin`. Pure, so the rule is tested apart from the database.
 */
export function pickStockAlertRecipients<T extends { optionValue: string | null }>(
  waiting: readonly T[],
  available: (optionValue: string | null) => boolean,
  units: number,
  margin: number,
): T[] {
  const quota = Math.max(0, Math.floor(units)) + Math.max(0, Math.floor(margin));
  const chosen: T[] = [];
  for (const alert of waiting) {
    if (chosen.length >= quota) break;
    if (available(alert.optionValue)) chosen.push(alert);
  }
  return chosen;
}
