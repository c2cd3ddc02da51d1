import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  choosePaymentMethod,
  DEFAULT_LANGUAGE,
  GATEWAY_METHOD_LABELS,
  isGatewayMethod,
  normaliseWhatsapp,
  WHATSAPP_ERROR,
} from '@kedai/contracts';
import type { GatewayMethodKey, Language, OrderView, PaymentMethodKey } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import type { Principal } from '../../../core/security/principal';
import { FileStorageService, StoredFile } from '../../../core/storage/file-storage.service';
import { CheckoutOrderDataDto, ConfirmPaymentDataDto, parseJsonField } from '../dto/order-data.dto';
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
import { OrderQuoteService, PricedLine } from './order-quote.service';
import { OutboxService } from '../../../core/outbox/outbox.service';
import { cleanFileName, UploadedBinary } from '../../../core/http/uploaded-file';

const ORDER_ID_ATTEMPTS = 8;

/** Checkout: an order, its priced lines, the stock it reserves and its receipt, all or nothing. */
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
      return this.place(principal, data, { name, email, whatsapp, language }, requested, null);
    }
    // Only a method the admin has turned on in Settings (the quote lists them; checkout offers only those).
    const payment = choosePaymentMethod(requested, await this.policy.paymentMethods());
    if (!payment.ok) throw new ApiError(HttpStatus.BAD_REQUEST, payment.code, payment.message);
    if (!file || file.size === 0) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'receipt_required', RECEIPT_MESSAGES.missing);
    }
    return this.place(principal, data, { name, email, whatsapp, language }, payment.method, file);
  }

  /** The order, its lines, its stock and (for a manual method) its receipt, all in one transaction. */
  private async place(
    principal: Principal | null,
    data: CheckoutOrderDataDto,
    customer: { name: string; email: string; whatsapp: string; language: Language },
    method: PaymentMethodKey | GatewayMethodKey,
    file: UploadedBinary | null,
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
        this.quotes.assertPayable(charged, data.expectedTotal, limits);
        const shortages = await this.quotes.reserve(tx.em, charged);
        const { lines } = charged;
        const created = await this.insertOrder(tx, {
          userId: user?.userId ?? null,
          customerName: name.slice(0, 100),
          customerEmail: email,
          whatsapp,
          language,
          lines,
          priceLocked: charged.locked,
          backordered: shortages.map(({ title, short }) => ({ title, short })),
          held: unitsTaken(lines, shortages),
          paymentMethod: method,
          receipt:
            stored && file
              ? { ...stored, originalName: cleanFileName(file.originalname), sha256: receiptSha256(file.buffer) }
              : null,
        });
        // The order is cancelled later if it stays unpaid: the job is written with the order (outbox).
        await this.unpaid.schedule(tx.em, created.orderId, cancelDue);
        // The customer's e-mail is written with the order too (outbox), with the link to replace the receipt.
        if (stored) await this.mails.received(created, new Date(cancelDue), tx.em);
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
        await tx.update(
          { id: locked.id },
          {
            receiptStorageKey: stored.storageKey,
            receiptOriginalName: cleanFileName(file.originalname),
            receiptMimeType: stored.mimeType,
            receiptSize: stored.size,
            receiptUploadedAt: new Date(),
            ...newReceiptReview(receiptSha256(file.buffer)),
          },
        );
        await tx.record(orderId, {
          actorType: 'customer',
          actorId: principal?.kind === 'user' ? principal.userId : null,
          action: 'receipt_uploaded',
          details: { mimeType: stored.mimeType, size: stored.size, replaced: previousKey !== null },
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
      language: Language;
      lines: PricedLine[];
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
    const values = {
      userId: input.userId,
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      whatsapp: input.whatsapp,
      language: input.language,
      totalAmount: sumMoney(totals),
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
        category: line.product.category,
        optionName: line.optionName,
        optionValue: line.optionValue,
        optionLabel: line.optionLabel,
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        lineTotal: totals[index],
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
