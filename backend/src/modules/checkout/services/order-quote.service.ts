import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { ConfigType } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  computeSst,
  PRICE_LOCK_MINUTES,
  translatedLineTexts,
  type SstSettings,
  type TaxedAmounts,
  type CartCheck,
  type CartCheckLine,
  type CartLineProblem,
  type OrderQuote,
} from '@kedai/contracts';
import { ordersConfig } from '../../../core/config/configuration';
import { ApiError } from '../../../core/http/api-error';
import { ProductStockService, SaleProduct, type StockShortage } from '../../catalog';
import {
  customerKeyOf,
  discountRefused,
  DiscountsService,
  type DiscountLine,
  type PricedDiscount,
} from '../../discounts';
import type { CheckoutItemDto, OrderQuoteDto } from '../dto/order-data.dto';
import { OrderPolicy } from '../../orders';
import { ManualMethodsService, PaymentQrService } from '../../payments';
import {
  aboveMaximumMessage,
  aboveMaximumOf,
  belowMinimumMessage,
  lockedTotalMessage,
  staleTotalMessage,
} from '../rules/order-rules';
import { checkPriceLock, signPriceLock, type PriceLockCheck, type PriceLockPayload } from '../rules/price-lock';
import { availableOf, lineTotal, priceChoice, sumMoney } from '../rules/pricing';

/** A cart line's problem in English (the storefront words it from `problemCode` in the customer's language). */
const PROBLEM_TEXTS: Record<CartLineProblem, (name: string, left: number) => string> = {
  gone: () => 'This product is no longer sold. Please remove it from your cart.',
  option_gone: (name) => `This option of ${name} is no longer available. Please choose another.`,
  out_of_stock: (name) => `${name} is out of stock.`,
  only_left: (name, left) => `Only ${left} left of ${name}.`,
};

const problemOf = (
  code: CartLineProblem,
  name = '',
  left = 0,
): Pick<CartCheckLine, 'problem' | 'problemCode' | 'problemParams'> => ({
  problem: PROBLEM_TEXTS[code](name, left),
  problemCode: code,
  ...(code !== 'gone' && { problemParams: code === 'only_left' ? { name, left } : { name } }),
});

const NO_PROBLEM = { problem: null, problemCode: null } as const;

/** The admin's minimum and maximum order amounts in RM (0: none), and the SST the order is charged with. */
export interface OrderLimits {
  minimum: number;
  maximum: number;
  sst: SstSettings;
}

/** The order's SST when the seller has turned it on (null: off); computed once on the lines' sum. */
export const taxOf = (goods: number, sst: SstSettings): TaxedAmounts | null =>
  sst.enabled ? computeSst(goods, sst) : null;

/** The goods less the discount (RM, exact to the sen): what SST is computed on. */
export const afterDiscount = (goods: number, discount: Pick<PricedDiscount, 'amount'> | null): number =>
  (Math.round(goods * 100) - Math.round((discount?.amount ?? 0) * 100)) / 100;

/** What the discount rules need of the priced lines. */
export const discountLinesOf = (lines: PricedLine[]): DiscountLine[] =>
  lines.map((line) => ({
    productId: line.product.id,
    category: line.product.category,
    lineTotal: lineTotal(line.unitPrice, line.quantity),
  }));

/** The lines an order is charged for, and whether a quote's price lock set their prices. */
export interface ChargedLines {
  lines: PricedLine[];
  /** True when a valid lock set the prices: the order is then never refused for stock (backorder instead). */
  locked: boolean;
  /** Why a lock that was sent did not hold (null: none sent, or it held). */
  lockProblem: Exclude<PriceLockCheck, { ok: true }> | null;
  /** The lock that held (its total and discount code), when one did. */
  lock?: PriceLockPayload;
}

export interface PricedLine {
  product: SaleProduct;
  optionName: string | null;
  optionValue: string | null;
  optionLabel: string | null;
  unitPrice: number;
  /** Units left of the choice when it keeps its own stock; null when only the product's stock counts. */
  choiceStock: number | null;
  quantity: number;
}

/**
 * What an order costs now: catalogue prices, stock and the minimum order amount. The quote
 * (POST /api/orders/quote) and checkout use the same checks; checkout runs them again inside its
 * transaction and reserves the stock there.
 */
@Injectable()
export class OrderQuoteService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly stock: ProductStockService,
    private readonly policy: OrderPolicy,
    private readonly paymentQr: PaymentQrService,
    private readonly manualMethods: ManualMethodsService,
    private readonly discounts: DiscountsService,
    @Inject(ordersConfig.KEY) private readonly config: ConfigType<typeof ordersConfig>,
  ) {}

  /** `userId`: the signed-in shopper, whose own uses of a discount code are checked already here. */
  async quote(data: OrderQuoteDto, userId: string | null = null): Promise<OrderQuote> {
    if (data.items.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, 'cart_empty', 'Your cart is empty');
    const lines = await this.price(this.dataSource.manager, data.items);
    this.assertInStock(lines);
    const totals = lines.map((line) => lineTotal(line.unitPrice, line.quantity));
    const goods = sumMoney(totals);
    const limits = await this.limits();
    this.assertLimits(goods, limits);
    // Priced by the server from the code alone (docs/product/discounts.md); a code that does not apply is a 400.
    const discount = data.discountCode?.trim()
      ? await this.discounts.preview(data.discountCode, discountLinesOf(lines), customerKeyOf(userId, null))
      : null;
    const tax = taxOf(afterDiscount(goods, discount), limits.sst);
    const total = tax?.total ?? afterDiscount(goods, discount);
    const { minimum: minimumOrderAmount, maximum: maximumOrderAmount } = limits;
    const validForSeconds = PRICE_LOCK_MINUTES * 60;
    const expiresAt = Date.now() + validForSeconds * 1000;
    const token = signPriceLock(this.config.priceLockSecret, {
      lines: lines.map((line) => ({
        productId: line.product.id,
        optionValue: line.optionValue,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      total,
      discountCode: discount?.code ?? null,
      expiresAt,
    });
    return {
      lines: lines.map((line, index) => ({
        productId: line.product.id,
        productCode: line.product.productCode,
        title: line.product.title,
        optionName: line.optionName,
        optionValue: line.optionValue,
        optionLabel: line.optionLabel,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: totals[index],
        discountAmount: discount?.allocations[index] ?? 0,
        available: availableOf(line.product, line),
      })),
      subtotal: goods,
      discount: discount && { code: discount.code, amount: discount.amount },
      total,
      tax,
      minimumOrderAmount,
      maximumOrderAmount,
      paymentMethods: await this.policy.paymentMethods(),
      paymentQr: await this.paymentQr.info(),
      manualMethods: await this.manualMethods.offered(),
      priceLock: { token, expiresAt: new Date(expiresAt).toISOString(), validForSeconds },
    };
  }

  /**
   * The cart page's view: each line priced and stocked as the catalogue is now, with what stops it being
   * bought, and the minimum order. Refuses nothing, so the cart can show every problem at once.
   */
  async check(data: OrderQuoteDto): Promise<CartCheck> {
    const wanted = new Map<string, number>();
    const lines: CartCheckLine[] = [];
    for (const item of data.items) {
      const code = item.productCode?.trim();
      const id = item.productId?.trim();
      const where = code ? { productCode: code } : id ? { id } : null;
      const product = where ? await this.stock.findForSale(this.dataSource.manager, where) : null;
      if (!product) {
        lines.push({ productCode: code ?? null, unitPrice: null, available: 0, ...problemOf('gone') });
        continue;
      }
      const choice = priceChoice(product, item.option);
      // A problem names the product as the shopper's cart does, in their language.
      const texts = translatedLineTexts(product, choice?.optionValue ?? null, data.language ?? 'en');
      const title = texts.title ?? product.title;
      if (!choice) {
        const problem = problemOf('option_gone', title);
        lines.push({ productCode: product.productCode, unitPrice: null, available: product.stock, ...problem });
        continue;
      }
      // Earlier lines of the same product (and of the same choice, when it keeps its own stock) come first.
      const productKey = product.id;
      const choiceKey = `${product.id}|${choice.optionValue ?? ''}`;
      const beforeProduct = wanted.get(productKey) ?? 0;
      const beforeChoice = wanted.get(choiceKey) ?? 0;
      wanted.set(productKey, beforeProduct + item.quantity);
      wanted.set(choiceKey, beforeChoice + item.quantity);
      const left = Math.min(
        product.stock - beforeProduct,
        choice.choiceStock === null ? Number.POSITIVE_INFINITY : choice.choiceStock - beforeChoice,
      );
      const name = choice.choiceStock === null ? title : `${title} (${texts.optionLabel ?? choice.optionLabel})`;
      const problem =
        left <= 0
          ? problemOf('out_of_stock', name)
          : item.quantity > left
            ? problemOf('only_left', name, left)
            : NO_PROBLEM;
      lines.push({
        productCode: product.productCode,
        unitPrice: choice.unitPrice,
        available: availableOf(product, choice),
        ...problem,
      });
    }
    const total = sumMoney(
      lines.map((line, index) =>
        line.unitPrice !== null && !line.problem ? lineTotal(line.unitPrice, data.items[index].quantity) : 0,
      ),
    );
    const { minimum, maximum } = await this.limits();
    return {
      lines,
      total,
      minimumOrderAmount: minimum,
      maximumOrderAmount: maximum,
      belowMinimum: belowMinimumMessage(total, minimum),
      aboveMaximum: aboveMaximumMessage(total, maximum),
    };
  }

  /** The settings an order is checked against, read before its transaction (see CheckoutService). */
  async limits(): Promise<OrderLimits> {
    const [minimum, maximum, sst] = await Promise.all([
      this.policy.minimumOrderAmount(),
      this.policy.maximumOrderAmount(),
      this.policy.sst(),
    ]);
    return { minimum, maximum, sst };
  }

  /**
   * The lines priced as the quote's lock holds them when `token` is a lock this server signed, unexpired, for
   * exactly these lines; else as priced now from the catalogue (a client's prices are never believed unsigned).
   */
  applyLock(lines: PricedLine[], token: string | undefined): ChargedLines {
    if (!token) return { lines, locked: false, lockProblem: null };
    const check = checkPriceLock(
      this.config.priceLockSecret,
      token,
      lines.map((line) => ({ productId: line.product.id, optionValue: line.optionValue, quantity: line.quantity })),
      Date.now(),
    );
    if (!check.ok) return { lines, locked: false, lockProblem: check };
    const held = new Map(
      check.lock.lines.map((line) => [`${line.productId}|${line.optionValue ?? ''}`, line.unitPrice]),
    );
    return {
      lines: lines.map((line) => ({
        ...line,
        unitPrice: held.get(`${line.product.id}|${line.optionValue ?? ''}`) ?? line.unitPrice,
      })),
      locked: true,
      lockProblem: null,
      lock: check.lock,
    };
  }

  /** `limits` are read before the order's transaction: a read on another connection inside it could wait for ever. */
  assertPayable(
    charged: ChargedLines,
    expectedTotal: number | undefined,
    limits: OrderLimits,
    discount: PricedDiscount | null = null,
  ): void {
    const goods = sumMoney(charged.lines.map((line) => lineTotal(line.unitPrice, line.quantity)));
    this.assertLimits(goods, limits);
    const payable = afterDiscount(goods, discount);
    const total = taxOf(payable, limits.sst)?.total ?? payable;
    // With a discount, what the quote promised (its signed total, else the total the shopper saw) must still be the
    // total: a code edited, or prices moved under it, refuses the order with the reason, never a silent difference.
    const promised = charged.lock?.total ?? expectedTotal;
    const discounted = discount !== null || Boolean(charged.lock?.discountCode);
    if (discounted && promised !== undefined && Math.round(promised * 100) !== Math.round(total * 100)) {
      const params = { total: `RM${total.toFixed(2)}`, expected: `RM${promised.toFixed(2)}` };
      throw discountRefused('changed', params);
    }
    // A valid lock is the price the shopper was promised (and has paid): it is charged as it is.
    if (charged.locked) return;
    const lockProblem = charged.lockProblem?.reason;
    const stale =
      lockProblem === 'expired' || lockProblem === 'invalid'
        ? lockedTotalMessage(lockProblem, expectedTotal, total)
        : staleTotalMessage(expectedTotal, total);
    if (!stale) return;
    const code =
      lockProblem === 'expired' || lockProblem === 'invalid' ? `price_lock_${lockProblem}` : 'prices_changed';
    const params = { total: `RM${total.toFixed(2)}`, expected: `RM${(expectedTotal ?? 0).toFixed(2)}` };
    throw new ApiError(HttpStatus.CONFLICT, code, stale, undefined, code === 'prices_changed' ? undefined : params);
  }

  /**
   * Reserves the lines' stock in `em`: 409 with the units left when a product has too few, unless the prices were
   * locked (the shopper has paid them): then what is missing is owed and the order waits for it as a backorder.
   */
  reserve(em: EntityManager, charged: ChargedLines): Promise<StockShortage[]> {
    const { lines } = charged;
    return this.stock.reserve(
      em,
      lines.map((line) => ({
        productId: line.product.id,
        title: line.product.title,
        quantity: line.quantity,
        optionValue: line.optionValue,
      })),
      { allowShort: charged.locked },
    );
  }

  /** Prices every line from the catalogue; the same product and option bought twice becomes one line. */
  async price(em: EntityManager, items: CheckoutItemDto[]): Promise<PricedLine[]> {
    const lines = new Map<string, PricedLine>();
    for (const item of items) {
      const code = item.productCode?.trim();
      const id = item.productId?.trim();
      let product: SaleProduct | null = null;
      if (code) product = await this.stock.findForSale(em, { productCode: code });
      else if (id) product = await this.stock.findForSale(em, { id });
      else {
        throw new ApiError(HttpStatus.BAD_REQUEST, 'product_required', 'Each item needs a productCode or productId');
      }
      if (!product) {
        throw new ApiError(
          HttpStatus.NOT_FOUND,
          'product_not_found',
          `Product not found: ${code ?? id}. It may have been removed; please remove it from your cart.`,
          undefined,
          { product: String(code ?? id) },
        );
      }
      const choice = priceChoice(product, item.option);
      if (!choice) {
        throw new ApiError(
          HttpStatus.BAD_REQUEST,
          'invalid_option',
          `"${item.option}" is not an option of ${product.title}`,
          undefined,
          { option: String(item.option), title: product.title },
        );
      }
      const key = `${product.id}|${choice.optionValue ?? ''}`;
      const existing = lines.get(key);
      if (existing) existing.quantity += item.quantity;
      else lines.set(key, { product, ...choice, quantity: item.quantity });
    }
    return [...lines.values()];
  }

  private assertInStock(lines: PricedLine[]): void {
    const wanted = new Map<string, { product: SaleProduct; quantity: number }>();
    for (const line of lines) {
      const entry = wanted.get(line.product.id) ?? { product: line.product, quantity: 0 };
      entry.quantity += line.quantity;
      wanted.set(line.product.id, entry);
    }
    for (const { product, quantity } of wanted.values()) {
      if (quantity > product.stock) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'insufficient_stock',
          `Not enough stock for ${product.title}: only ${Math.max(product.stock, 0)} left`,
          undefined,
          { title: product.title, left: Math.max(product.stock, 0) },
        );
      }
    }
    // Lines are merged by product and choice, so each line is all of its choice.
    for (const line of lines) {
      if (line.choiceStock !== null && line.quantity > line.choiceStock) {
        throw new ApiError(
          HttpStatus.CONFLICT,
          'insufficient_stock',
          `Not enough stock for ${line.product.title} (${line.optionLabel}): only ${Math.max(line.choiceStock, 0)} left`,
          undefined,
          { title: line.product.title, option: String(line.optionLabel), left: Math.max(line.choiceStock, 0) },
        );
      }
    }
  }

  private assertLimits(total: number, limits: OrderLimits): void {
    const below = belowMinimumMessage(total, limits.minimum);
    if (below) throw new ApiError(HttpStatus.BAD_REQUEST, 'below_minimum_order', below);
    const above = aboveMaximumOf(total, limits.maximum);
    if (above) {
      const message = aboveMaximumMessage(total, limits.maximum) ?? '';
      throw new ApiError(HttpStatus.BAD_REQUEST, 'above_maximum_order', message, undefined, { ...above });
    }
  }
}
