import {
  DISCOUNT_CODE_MAX_LENGTH,
  DISCOUNT_CODE_PATTERN,
  DISCOUNT_KINDS,
  normaliseDiscountCode,
  PRODUCT_CATEGORIES,
  zonedDayRange,
  type DiscountKind,
  type FieldError,
} from '@kedai/contracts';

/** An admin's code as it will be stored: checked, trimmed, dates turned into instants in the shop's zone. */
export interface ValidDiscountInput {
  code: string;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_MONEY = 99_999_999.99;

const isMoney = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) === value * 100;

/** Checks an admin's POST/PUT body; every problem is named by its field (none: the input to store). */
export function validateDiscountInput(
  raw: unknown,
  timeZone: string,
): { ok: true; input: ValidDiscountInput } | { ok: false; errors: FieldError[] } {
  const body = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const errors: FieldError[] = [];
  const fail = (field: string, message: string) => errors.push({ field, messages: [message] });

  const code = typeof body.code === 'string' ? normaliseDiscountCode(body.code) : '';
  if (!code) fail('code', 'Enter a code.');
  else if (code.length > DISCOUNT_CODE_MAX_LENGTH)
    fail('code', `A code has at most ${DISCOUNT_CODE_MAX_LENGTH} characters.`);
  else if (!DISCOUNT_CODE_PATTERN.test(code)) fail('code', 'Use letters, digits, "-" and "_" only.');

  const kind = DISCOUNT_KINDS.find((candidate) => candidate === body.kind);
  if (!kind) fail('kind', 'Choose a percent or a fixed amount.');
  const value = body.value;
  if (!isMoney(value) || value <= 0) fail('value', 'Enter an amount above 0 with at most 2 decimals.');
  else if (kind === 'percent' && value > 100) fail('value', 'A percent is at most 100.');
  else if (value > MAX_MONEY) fail('value', 'That amount is too large.');

  const minimumSpend = body.minimumSpend ?? 0;
  if (!isMoney(minimumSpend) || minimumSpend < 0 || minimumSpend > MAX_MONEY) {
    fail('minimumSpend', 'Enter a minimum spend of 0 or more with at most 2 decimals.');
  }

  const productIds = body.productIds ?? [];
  if (!Array.isArray(productIds) || !productIds.every((id) => typeof id === 'string' && UUID.test(id))) {
    fail('productIds', 'Choose products from the list.');
  }
  const categories = body.categories ?? [];
  if (
    !Array.isArray(categories) ||
    !categories.every((name) => (PRODUCT_CATEGORIES as readonly unknown[]).includes(name))
  ) {
    fail('categories', 'Choose categories from the list.');
  }

  const day = (field: 'startsOn' | 'endsOn') => {
    const given = body[field];
    if (given === undefined || given === null || given === '') return undefined;
    if (typeof given !== 'string' || !DAY.test(given) || !zonedDayRange(given, given, timeZone).start) {
      fail(field, 'Enter a date as YYYY-MM-DD.');
      return undefined;
    }
    return given;
  };
  const startsOn = day('startsOn');
  const endsOn = day('endsOn');
  if (startsOn && endsOn && endsOn < startsOn) fail('endsOn', 'The last day cannot be before the first.');
  const { start, end } = zonedDayRange(startsOn, endsOn, timeZone);

  const limit = (field: 'usageLimit' | 'perCustomerLimit'): number | null => {
    const given = body[field];
    if (given === undefined || given === null || given === '') return null;
    if (typeof given !== 'number' || !Number.isInteger(given) || given < 1 || given > 1_000_000_000) {
      fail(field, 'Enter a whole number of 1 or more, or leave it empty for no limit.');
      return null;
    }
    return given;
  };
  const usageLimit = limit('usageLimit');
  const perCustomerLimit = limit('perCustomerLimit');
  const active = body.active === undefined ? true : body.active;
  if (typeof active !== 'boolean') fail('active', 'Active is true or false.');

  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      code,
      kind: kind as DiscountKind,
      value: value as number,
      minimumSpend: minimumSpend as number,
      productIds: [...new Set(productIds as string[])].map((id) => id.toLowerCase()),
      categories: [...new Set(categories as string[])],
      startsAt: start,
      endsAt: end,
      usageLimit,
      perCustomerLimit,
      active: active as boolean,
    },
  };
}
