import type { DiscountKind, DiscountRefusal } from '@kedai/contracts';

/** Pure discount rules (docs/product/discounts.md): whether a code applies to a cart, how much, and per line. */

const toSen = (amount: number) => Math.round(amount * 100);
const rm = (sen: number) => `RM${(sen / 100).toFixed(2)}`;

/** A code's terms as stored. Money in RM (2 decimals), `value` is RM off or a percent by `kind`. */
export interface DiscountTerms {
  kind: DiscountKind;
  value: number;
  minimumSpend: number;
  productIds: string[];
  categories: string[];
  startsAt: Date | null;
  endsAt: Date | null;
  usageLimit: number | null;
  perCustomerLimit: number | null;
  active: boolean;
}

/** A priced cart line as the rules see it: what it is (for eligibility) and what it costs (RM). */
export interface DiscountLine {
  productId: string;
  category: string;
  lineTotal: number;
}

/** How often the code is held now: in all, and by this customer (null: the customer is not known yet). */
export interface DiscountUsage {
  used: number;
  byCustomer: number | null;
}

export type DiscountOutcome =
  | { ok: true; amount: number; allocations: number[] }
  | { ok: false; reason: DiscountRefusal; params?: Record<string, string | number> };

/** Whether the code's restriction takes the line: no products and no categories named means every line. */
export function isEligible(terms: Pick<DiscountTerms, 'productIds' | 'categories'>, line: DiscountLine): boolean {
  if (terms.productIds.length === 0 && terms.categories.length === 0) return true;
  return terms.productIds.includes(line.productId) || terms.categories.includes(line.category);
}

/** Sen off `eligibleSen`: a percent rounded half up to the sen, or the fixed amount, never more than the goods. */
export function discountSen(terms: Pick<DiscountTerms, 'kind' | 'value'>, eligibleSen: number): number {
  if (eligibleSen <= 0) return 0;
  if (terms.kind === 'fixed') return Math.min(toSen(terms.value), eligibleSen);
  const rate = Math.round(terms.value * 100); // hundredths of a percent: 12.5 % = 1250
  const off = Math.floor((2 * eligibleSen * rate + 10000) / 20000);
  return Math.min(off, eligibleSen);
}

/**
 * Splits `totalSen` over lines in proportion to `weightsSen` (largest remainder; ties go to the earlier line):
 * the shares are whole sen, sum exactly to `totalSen`, and none exceeds its weight when totalSen ≤ Σ weights.
 */
export function allocateSen(totalSen: number, weightsSen: number[]): number[] {
  const sum = weightsSen.reduce((a, b) => a + b, 0);
  if (sum <= 0 || totalSen <= 0) return weightsSen.map(() => 0);
  const shares = weightsSen.map((weight) => Math.floor((totalSen * weight) / sum));
  let left = totalSen - shares.reduce((a, b) => a + b, 0);
  const byRemainder = weightsSen
    .map((weight, index) => ({ index, remainder: (totalSen * weight) % sum }))
    .filter(({ index }) => weightsSen[index] > 0)
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] += 1;
    left -= 1;
  }
  return shares;
}

/** English reasons (the storefront words them from `code` and `params` in the shopper's language). */
export const REFUSAL_MESSAGES: Record<DiscountRefusal, (params: Record<string, string | number>) => string> = {
  unknown: () => 'This discount code does not exist. Please check the spelling.',
  inactive: () => 'This discount code is no longer active.',
  not_started: (p) => `This discount code can be used from ${String(p.startsOn)}.`,
  expired: () => 'This discount code has expired.',
  not_eligible: () => 'This discount code does not apply to the products in your cart.',
  below_minimum: (p) => `This discount code needs a minimum spend of ${String(p.minimum)} on eligible products.`,
  used_up: () => 'This discount code has been used up.',
  already_used: () => 'You have already used this discount code.',
  changed: (p) =>
    `The discount on your order has changed since your quote: the total is now ${String(p.total)}, not ${String(
      p.expected,
    )}. Please review your cart.`,
};

/**
 * Whether `terms` apply to `lines` at `now` with `usage`, and if so the discount (RM) and each line's share (RM,
 * same order as `lines`; 0 for a line the code does not take). Checked in this order: active, dates, products,
 * minimum spend, total uses, the customer's uses.
 */
export function evaluateDiscount(
  terms: DiscountTerms,
  lines: DiscountLine[],
  now: Date,
  usage: DiscountUsage,
): DiscountOutcome {
  if (!terms.active) return { ok: false, reason: 'inactive' };
  if (terms.startsAt && now < terms.startsAt) return { ok: false, reason: 'not_started' };
  if (terms.endsAt && now >= terms.endsAt) return { ok: false, reason: 'expired' };
  const weights = lines.map((line) => (isEligible(terms, line) ? toSen(line.lineTotal) : 0));
  if (!lines.some((line) => isEligible(terms, line))) return { ok: false, reason: 'not_eligible' };
  const eligibleSen = weights.reduce((a, b) => a + b, 0);
  const minimumSen = toSen(terms.minimumSpend);
  if (eligibleSen < minimumSen) return { ok: false, reason: 'below_minimum', params: { minimum: rm(minimumSen) } };
  if (terms.usageLimit !== null && usage.used >= terms.usageLimit) return { ok: false, reason: 'used_up' };
  if (terms.perCustomerLimit !== null && usage.byCustomer !== null && usage.byCustomer >= terms.perCustomerLimit) {
    return { ok: false, reason: 'already_used' };
  }
  const off = discountSen(terms, eligibleSen);
  return { ok: true, amount: off / 100, allocations: allocateSen(off, weights).map((sen) => sen / 100) };
}

/** Who a use counts against: the account, else the e-mail lower-cased. */
export const customerKeyOf = (userId: string | null, email: string | null): string | null =>
  userId ? `user:${userId}` : email ? `email:${email.trim().toLowerCase()}` : null;
