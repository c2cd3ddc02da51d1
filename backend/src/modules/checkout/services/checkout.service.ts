import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  choosePaymentMethod,
  DEFAULT_LANGUAGE,
  GATEWAY_METHOD_LABELS,
  isGatewayMethod,
  normaliseWhatsapp,
  WHATSAPP_ERROR,
} from '@kedai/contracts';
import {
  translatedLineTexts,
  type GatewayMethodKey,
  type Language,
  type OrderView,
  type PaymentMethodKey,
  type SstSettings,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import type { Principal } from '../../../core/security/principal';
import { FileStorageService, StoredFile } from '../../../core/storage/file-storage.service';
import { CheckoutOrderDataDto, ConfirmPaymentDataDto, parseJsonField } from '../dto/order-data.dto';
import { ProductStockService } from '../../catalog';
import { OrdersReadModel, type OrderRecord } from '../../orders';
import {
  OrderTransaction,
  OrderTransitions,
  RECEIPT_MESSAGES,
  OrderPolicy,
  toOrderView,
  UnpaidOrdersService,
  OrderAccess,
} from '../../orders';
import { generateOrderId } from '../rules/order-id';
import {
  CHECKOUT_RECEIPT_RULES,
  ORDER_PAGE_RECEIPT_RULES,
  ReceiptMails,
  newReceiptReview,
  receiptSha256,
} from '../../payments';
import { lineTotal, sumMoney } from '../rules/pricing';
import { unitsTaken } from '../rules/units-taken';
import { customerKeyOf, DiscountsService, type PricedDiscount } from '../../discounts';
import { afterDiscount, discountLinesOf, OrderQuoteService, PricedLine, taxOf } from './order-quote.service';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { ConsentsService } from '../../privacy';
import { cleanFileName, UploadedBinary } from '../../../core/http/uploaded-file';
import { CartVisits } from './cart-visits';

const ORDER_ID_ATTEMPTS = 8;

/** The customer's company for the invoice: trimmed, blank as none. */
const companyOf = (info: { companyName?: string; companyRegistrationNumber?: string }) => ({
  companyName: info.companyName?.trim() || null,
  companyRegistrationNumber: info.companyRegistrationNumber?.trim() || null,
});

/** Checkout: an order, its priced lines, the stock it reserves and its receipt, all or nothing. */
const shopperTextsOf = (texts: { title: string | null; optionLabel: string | null }) => ({
  shopperTitle: texts.title,
  shopperOptionLabel: texts.optionLabel,
});

@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly orders: OrdersReadModel,
    private readonly storage: FileStorageService,
    private readonly transitions: OrderTransitions,
    private readonly quotes: OrderQuoteService,
    private readonly unpaid: UnpaidOrdersService,
    private readonly outbox: OutboxService,
    private readonly policy: OrderPolicy,
    private readonly mails: ReceiptMails,
    private readonly access: OrderAccess,
    private readonly stock: ProductStockService,
    private readonly discounts: DiscountsService,
    private readonly consents: ConsentsService,
    private readonly visits: CartVisits,
  ) {}

  /**
   * `gatewayMethods`: the gateway methods (card, fpx, grabpay) a provider takes now. An order paid through a
   * gateway needs no receipt; its payment page is opened after the commit by the payments module.
   */
  async checkout(
    principal: Principal | null,
    file: UploadedBinary | undefined,
    rawData: unknown,
    gatewayMethods: readonly GatewayMethodKey[] = [],
    cartId: string | null = null,
  ): Promise<OrderView> {
    const data = parseJsonField(rawData, CheckoutOrderDataDto);
    if (data.items.length === 0) throw new ApiError(HttpStatus.BAD_REQUEST, 'cart_empty', 'Your cart is empty');
    const whatsapp = normaliseWhatsapp(data.customerInfo.whatsapp);
    if (!whatsapp) throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_whatsapp', WHATSAPP_ERROR);
    const user = principal?.kind === 'user' ? principal : null;
    const email = (data.customerInfo.email?.trim() || user?.email || '').toLowerCase();
    if (!email) throw new ApiError(HttpStatus.BAD_REQUEST, 'email_required', 'Please enter your e-mail address');
    const name = data.customerInfo.name?.trim() || user?.name || 'Guest';
    const language = data.language ?? user?.language ?? DEFAULT_LANGUAGE;
    const requested = data.paymentMethod;
    if (isGatewayMethod(requested)) {
      if (!gatewayMethods.includes(requested)) {
        throw new ApiError(
          HttpStatus.BAD_REQUEST,
          'payment_method_disabled',
          `${GATEWAY_METHOD_LABELS[requested]} is not available at the moment. Please choose another payment method.`,
        );
      }
      return this.place(principal, data, { name, email, whatsapp, language }, requested, null, cartId);
    }
    // Only a method the admin has turned on in Settings (the quote lists them; checkout offers only those).
    const payment = choosePaymentMethod(requested, await this.policy.paymentMethods());
    if (!payment.ok) throw new ApiError(HttpStatus.BAD_REQUEST, payment.code, payment.message);
    if (!file || file.size === 0) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'receipt_required', RECEIPT_MESSAGES.missing);
    }
    return this.place(principal, data, { name, email, whatsapp, language }, payment.method, file, cartId);
  }

  /** The order, its lines, its stock and (for a manual method) its receipt, all in one transaction. */
  private async place(
    principal: Principal | null,
    data: CheckoutOrderDataDto,
    customer: { name: string; email: string; whatsapp: string; language: Language },
    method: PaymentMethodKey | GatewayMethodKey,
    file: UploadedBinary | null,
    cartId: string | null,
  ): Promise<OrderView> {
    const user = principal?.kind === 'user' ? principal : null;
    const { name, email, whatsapp, language } = customer;
    const stored = file ? await this.storage.save('receipts', file.buffer, CHECKOUT_RECEIPT_RULES) : null;
    try {
      // Settings are read before the transaction: a read on another connection while holding one can wait
      // for ever once every pooled connection is held by a checkout (100 buyers at once).
      const [limits, cancelDue] = await Promise.all([this.quotes.limits(), this.unpaid.dueFromNow()]);
      const order = await this.transitions.run(async (tx) => {
        // Priced, checked and reserved again here, in the order's transaction, whatever the quote said.
        // Charged at the quote's locked prices when its lock is valid for these lines, else at today's.
        const charged = this.quotes.applyLock(await this.quotes.price(tx.em, data.items), data.quoteToken);
        // The discount code is priced here for the order's total, then checked again under its row lock as the
        // transaction's last step (confirmUse): concurrent orders with one code are counted one at a time, and the
        // lock is held only from there to the commit. Locked after the products' stock rows, as cancels do too.
        const customerKey = customerKeyOf(user?.userId ?? null, email) as string;
        const discountLines = discountLinesOf(charged.lines);
        const discount = data.discountCode?.trim()
          ? await this.discounts.priceIn(tx.em, data.discountCode, discountLines, customerKey)
          : null;
        this.quotes.assertPayable(charged, data.expectedTotal, limits, discount);
        const shortages = await this.quotes.reserve(tx.em, charged);
        const { lines } = charged;
        const held = unitsTaken(lines, shortages);
        const created = await this.insertOrder(tx, {
          userId: user?.userId ?? null,
          customerName: name.slice(0, 100),
          customerEmail: email,
          whatsapp,
          // Consent recorded with its time, on the order (docs/channels.md#order-updates).
          whatsappUpdatesAt: data.customerInfo.whatsappUpdates === true ? new Date() : null,
          language,
          company: companyOf(data.customerInfo),
          sst: limits.sst,
          lines,
          discount,
          priceLocked: charged.locked,
          backordered: shortages.map(({ title, short }) => ({ title, short })),
          held,
          paymentMethod: method,
          receipt:
            stored && file
              ? { ...stored, originalName: cleanFileName(file.originalname), sha256: receiptSha256(file.buffer) }
              : null,
        });
        // The sale's lines of the products' stock history, with the order (docs/product/admin.md#stock-history).
        await this.stock.recordChanges(
          tx.em,
          lines.map((line, index) => ({ productId: line.product.id, change: -held[index] })),
          {
            reason: 'sale',
            actor: { type: 'customer', id: user?.userId ?? null, name: name.slice(0, 100) },
            orderId: created.orderId,
          },
        );
        // The customer's consent to the privacy notice, with the order it came with (docs/product/privacy.md#consent).
        await this.consents.record(tx.em, {
          purpose: 'checkout',
          email,
          userId: user?.userId ?? null,
          orderId: created.orderId,
        });
        // The order is cancelled later if it stays unpaid: the job is written with the order (outbox).
        await this.unpaid.schedule(tx.em, created.orderId, cancelDue);
        // The customer's e-mail is written with the order too (outbox), with the link to replace the receipt.
        if (stored) await this.mails.received(created, new Date(cancelDue), tx.em);
        if (discount) await this.discounts.confirmUse(tx.em, discount, discountLines, created.orderId, customerKey);
        // The browser's look at its cart ended in this order (not abandoned), or neither happened.
        if (cartId) await this.visits.ordered(tx.em, cartId, created.orderId);
        return created;
      });
      // Delivered after the commit, waiting half a second at most: checkout answers even when Redis is down.
      await this.outbox.flush();
      return this.buyerView(order);
    } catch (error) {
      if (stored) {
        await this.storage.remove(stored.storageKey).catch((removeError: unknown) => {
          this.logger.warn(`Could not remove receipt ${stored.storageKey}: ${String(removeError)}`);
        });
      }
      throw error;
    }
  }

  /** The receipt page: attaches a receipt (JPEG, PNG or PDF under 5 MB) to an existing order. */
  async confirmPayment(
    principal: Principal | null,
    file: UploadedBinary | undefined,
    rawData: unknown,
  ): Promise<OrderView> {
    const data = parseJsonField(rawData, ConfirmPaymentDataDto);
    const orderId = data.orderId?.trim().toUpperCase();
    if (!orderId) throw new ApiError(HttpStatus.BAD_REQUEST, 'order_id_required', 'Order ID cannot be empty.');
    const note = data.note?.trim() || null;
    const existing = await this.orders.withItems({ orderId });
    if (!existing) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', 'Order not found');
    this.checkReceiptOpen(existing);
    if (!file || file.size === 0) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'receipt_required', RECEIPT_MESSAGES.missing);
    }
    const stored = await this.storage.save('receipts', file.buffer, ORDER_PAGE_RECEIPT_RULES);
    let previousKey: string | null = null;
    try {
      const order = await this.transitions.run(async (tx) => {
        const locked = await tx.lock({ orderId });
        if (!locked) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', 'Order not found');
        this.checkReceiptOpen(locked);
        previousKey = locked.receiptStorageKey;
        await tx.receiptAttached(
          { id: locked.id },
          {
            receiptStorageKey: stored.storageKey,
            receiptOriginalName: cleanFileName(file.originalname),
            receiptMimeType: stored.mimeType,
            receiptSize: stored.size,
            receiptUploadedAt: new Date(),
            // Each upload carries its own note (or none): a replaced receipt's note goes with it.
            receiptCustomerNote: note,
            ...newReceiptReview(receiptSha256(file.buffer)),
          },
        );
        await tx.record(orderId, {
          actorType: 'customer',
          actorId: principal?.kind === 'user' ? principal.userId : null,
          action: 'receipt_uploaded',
          details: {
            mimeType: stored.mimeType,
            size: stored.size,
            replaced: previousKey !== null,
            ...(note && { customerNote: note }),
          },
        });
        return tx.withLines(orderId);
      });
      if (previousKey) await this.storage.remove(previousKey).catch(() => undefined);
      return toOrderView(order);
    } catch (error) {
      await this.storage.remove(stored.storageKey).catch(() => undefined);
      throw error;
    }
  }

  /** Once the payment is confirmed (or the order cancelled) its receipt is evidence and stays as it is. */
  private checkReceiptOpen(order: Pick<OrderRecord, 'paymentStatus' | 'status'>): void {
    if (order.paymentStatus === 'paid' || order.status === 'cancelled') {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'receipt_locked',
        order.status === 'cancelled'
          ? 'This order was cancelled; please contact support.'
          : 'The payment for this order is already confirmed.',
      );
    }
  }

  private async insertOrder(
    tx: OrderTransaction,
    input: {
      userId: string | null;
      customerName: string;
      customerEmail: string;
      whatsapp: string;
      whatsappUpdatesAt: Date | null;
      language: Language;
      company: { companyName: string | null; companyRegistrationNumber: string | null };
      /** Settings → Tax as read before the transaction: its rate and mode are kept on the order. */
      sst: SstSettings;
      lines: PricedLine[];
      /** The discount code priced for these lines (its allocations in the lines' order), or none. */
      discount: PricedDiscount | null;
      /** Charged at a quote's locked prices. */
      priceLocked: boolean;
      /** Units sold at a locked price that the shelf did not have: owed, delivered when restocked. */
      backordered: { title: string; short: number }[];
      /** Units each line took from the shelf (what a cancel gives back), by the lines' index. */
      held: number[];
      paymentMethod: PaymentMethodKey | GatewayMethodKey;
      receipt: (StoredFile & { originalName: string; sha256: string }) | null;
    },
  ): Promise<OrderRecord> {
    const totals = input.lines.map((line) => lineTotal(line.unitPrice, line.quantity));
    const goods = sumMoney(totals);
    const payable = afterDiscount(goods, input.discount);
    const tax = taxOf(payable, input.sst);
    const values = {
      userId: input.userId,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      whatsapp: input.whatsapp,
      whatsappUpdatesAt: input.whatsappUpdatesAt,
      language: input.language,
      ...input.company,
      totalAmount: tax?.total ?? payable,
      discountCode: input.discount?.code ?? null,
      discountAmount: input.discount?.amount ?? 0,
      taxRatePercent: tax?.ratePercent ?? null,
      pricesIncludeTax: tax?.pricesIncludeTax ?? null,
      taxAmount: tax?.tax ?? null,
      status: 'pending' as const,
      paymentStatus: 'pending' as const,
      paymentMethod: input.paymentMethod,
      ...(input.receipt && {
        receiptStorageKey: input.receipt.storageKey,
        receiptOriginalName: input.receipt.originalName,
        receiptMimeType: input.receipt.mimeType,
        receiptSize: input.receipt.size,
        receiptUploadedAt: new Date(),
        ...newReceiptReview(input.receipt.sha256),
      }),
    };
    const orderId = await tx.insert(
      values,
      input.lines.map((line, index) => ({
        productId: line.product.id,
        productCode: line.product.productCode,
        title: line.product.title,
        // The customer's pages, receipt and e-mails show the line in the order's language.
        ...shopperTextsOf(translatedLineTexts(line.product, line.optionValue, input.language)),
        category: line.product.category,
        optionName: line.optionName,
        optionValue: line.optionValue,
        optionLabel: line.optionLabel,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: totals[index],
        discountAmount: input.discount?.allocations[index] ?? 0,
        stockHeld: input.held[index],
      })),
      generateOrderId,
      ORDER_ID_ATTEMPTS,
    );
    if (!orderId) throw new Error('Could not find a free order id');
    const finalId = orderId;
    await tx.record(finalId, {
      actorType: 'customer',
      actorId: input.userId,
      action: 'created',
      details: {
        totalAmount: values.totalAmount,
        lines: input.lines.length,
        paymentMethod: input.paymentMethod,
        ...(input.discount && { discountCode: input.discount.code, discountAmount: input.discount.amount }),
        ...(input.priceLocked && { priceLocked: true }),
        ...(input.backordered.length > 0 && { backordered: input.backordered }),
      },
    });
    return tx.withLines(finalId);
  }

  /** The checkout answer with the order's access token: the confirmation links the receipt with it (guests too). */
  private buyerView(order: OrderRecord): OrderView {
    return { ...toOrderView(order), watchToken: this.access.watchTokenFor(order.orderId) };
  }
}
