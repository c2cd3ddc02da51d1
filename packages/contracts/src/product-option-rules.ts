/**
 * A product's option and its choices (label, value, price, own stock): the Product Management form and the
 * server check them with these same functions, and the product's "from" price is derived from them.
 */
import { PRODUCT_OPTION_NAMES, type OptionName, type ProductOption, type ProductOptionChoice } from './catalog';
import { asText, isBlank, parseCount, parsePrice, ProductRuleError } from './product-rules';

export const MAX_PRODUCT_OPTIONS = 1;
export const MAX_OPTION_CHOICES = 20;
export const MAX_CHOICE_LABEL_LENGTH = 60;
export const MAX_CHOICE_VALUE_LENGTH = 40;
const CHOICE_VALUE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const FIELD = 'options';

const refuse = (message: string) => new ProductRuleError(FIELD, message);

/** A choice as a form or a JSON body gives it: any field may be text, a number or missing. */
export interface ProductChoiceInput {
  label?: unknown;
  value?: unknown;
  price?: unknown;
  stock?: unknown;
}

/** The same rule's message, said about one choice ("1 YEAR: Price cannot be negative"). */
function about<T>(name: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof ProductRuleError) throw refuse(`${name}: ${error.message}`);
    throw error;
  }
}

function checkChoice(raw: unknown, index: number): ProductOptionChoice {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw refuse(`Choice ${index + 1} must have a label, a value and a price`);
  }
  const input = raw as ProductChoiceInput;
  const label = asText(input.label) ?? '';
  if (!label) throw refuse(`Choice ${index + 1} needs a label`);
  if (label.length > MAX_CHOICE_LABEL_LENGTH) {
    throw refuse(`${label}: the label may have at most ${MAX_CHOICE_LABEL_LENGTH} characters`);
  }
  const value = asText(input.value) ?? '';
  if (!value) throw refuse(`${label}: the value is required (e.g. 1_year)`);
  if (value.length > MAX_CHOICE_VALUE_LENGTH || !CHOICE_VALUE.test(value)) {
    throw refuse(
      `${label}: the value may only have letters, digits, dots, hyphens and underscores (at most ${MAX_CHOICE_VALUE_LENGTH})`,
    );
  }
  const price = about(label, () => parsePrice(input.price));
  const choice: ProductOptionChoice = { label, value, price };
  if (!isBlank(input.stock)) choice.stock = about(label, () => parseCount(input.stock, 'Stock', FIELD));
  return choice;
}

/**
 * The product's options, trimmed and converted: at most one option (Duration, Version or Edition) with 1-20
 * choices; each choice needs a label, a value (letters, digits, `.`, `-`, `_`) that no other choice has
 * (ignoring case), a price ≥ 0 with at most 2 decimals, and optionally its own stock (a whole number ≥ 0).
 * An empty list is a product without options, priced by its own price.
 */
export function checkProductOptions(raw: unknown): ProductOption[] {
  if (!Array.isArray(raw)) throw refuse('Options must be a list');
  if (raw.length > MAX_PRODUCT_OPTIONS) {
    throw refuse('A product can have one option (Duration, Version or Edition); put every choice under it');
  }
  return raw.map((option: unknown) => {
    if (typeof option !== 'object' || option === null || Array.isArray(option)) {
      throw refuse('An option needs a name and its choices');
    }
    const { name, choices } = option as { name?: unknown; choices?: unknown };
    const known = PRODUCT_OPTION_NAMES.find((candidate) => candidate === asText(name));
    if (!known) throw refuse(`The option must be one of: ${PRODUCT_OPTION_NAMES.join(', ')}`);
    if (!Array.isArray(choices) || choices.length === 0) throw refuse(`${known} needs at least one choice`);
    if (choices.length > MAX_OPTION_CHOICES) throw refuse(`${known} can have at most ${MAX_OPTION_CHOICES} choices`);
    const checked = choices.map(checkChoice);
    const seen = new Set<string>();
    for (const choice of checked) {
      const key = choice.value.toLowerCase();
      if (seen.has(key)) throw refuse(`Choice values must be different: "${choice.value}" is used twice`);
      seen.add(key);
    }
    return { name: known as OptionName, choices: checked };
  });
}

/** The product's "from" price: its cheapest choice; null for a product without options (its own price counts). */
export function fromPrice(options: readonly ProductOption[]): number | null {
  const prices = options.flatMap((option) => option.choices.map((choice) => choice.price));
  return prices.length > 0 ? Math.min(...prices) : null;
}

/** Why a typed price disagrees with the options' "from" price, or null when it agrees (or there are no options). */
export function priceDisagreement(price: number, options: readonly ProductOption[]): string | null {
  const derived = fromPrice(options);
  if (derived === null || Math.round(derived * 100) === Math.round(price * 100)) return null;
  return `This product is priced by its options: its price is its cheapest choice, RM${derived.toFixed(
    2,
  )}. Change the choices' prices instead.`;
}
