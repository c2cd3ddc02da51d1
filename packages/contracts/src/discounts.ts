/**
 * Discount codes (docs/product/discounts.md): the admin's codes, what the quote and the order say about the one a
 * shopper entered, and why a code is refused. Money is RM with 2 decimals, as every order amount (computed in sen).
 */
export const DISCOUNT_KINDS = ['percent', 'fixed'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Longest code; codes are trimmed and compared without case (stored upper-case). */
export const DISCOUNT_CODE_MAX_LENGTH = 40;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]*$/;

/** Why a code cannot be used on this cart now; each is a 400 with `code: discount_<reason>`. */
export const DISCOUNT_REFUSALS = [
  'unknown',
  'inactive',
  'not_started',
  'expired',
  'not_eligible',
  'below_minimum',
  'used_up',
  'already_used',
  'changed',
] as const;
export type DiscountRefusal = (typeof DISCOUNT_REFUSALS)[number];

/** The API error code of a refusal: what the storefront translates. */
export const discountErrorCode = (reason: DiscountRefusal) => `discount_${reason}` as const;

/** The code a shopper typed, as it is stored: trimmed and upper-case. */
export const normaliseDiscountCode = (value: string) => value.trim().toUpperCase();

/** The discount the server applied to a quote or an order. */
export interface AppliedDiscount {
  code: string;
  /** RM off the goods (before SST). */
  amount: number;
}

/** One admin code (GET /api/admin/discounts). */
export interface DiscountCodeView {
  id: string;
  code: string;
  kind: DiscountKind;
  /** Percent (0.01–100) or RM off, by `kind`. */
  value: number;
  /** RM the eligible lines must reach (0: none). */
  minimumSpend: number;
  /** Restricted to these products and/or categories; both empty: every product. */
  productIds: string[];
  categories: string[];
  /** Calendar days in the shop's time zone (inclusive); null: open. */
  startsOn: string | null;
  endsOn: string | null;
  /** Uses in all (null: unlimited) and per customer (account, else e-mail). */
  usageLimit: number | null;
  perCustomerLimit: number | null;
  /** Orders holding a use now (a cancelled unpaid order gave its use back). */
  used: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

/** POST/PUT /api/admin/discounts body. */
export interface DiscountCodeInput {
  code: string;
  kind: DiscountKind;
  value: number;
  minimumSpend?: number;
  productIds?: string[];
  categories?: string[];
  startsOn?: string | null;
  endsOn?: string | null;
  usageLimit?: number | null;
  perCustomerLimit?: number | null;
  active?: boolean;
}
