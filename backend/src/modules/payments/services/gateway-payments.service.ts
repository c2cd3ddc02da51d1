import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, In, Repository } from 'typeorm';
import { isGatewayMethod, PAYMENT_PROVIDER_LABELS, PAYMENT_RETURN_PATH } from '@kedai/contracts';
import type {
  GatewayMethodKey,
  GatewayRedirect,
  OrderPaymentState,
  PaymentProviderName,
  PaymentReturnOutcome,
} from '@kedai/contracts';
import { publicUrl } from '../../../core/config/public-url';
import { ApiError } from '../../../core/http/api-error';
import type { Principal } from '../../../core/security/principal';
import { OrderAccess } from '../../orders';
import type { OrderRecord } from '../../orders';
import { OrdersReadModel } from '../../orders';
import { PaymentLedgerEntry } from '../entities/payment-ledger-entry.entity';
import { GatewaySettingsService, WEBHOOK_PATHS } from './gateway-settings.service';
import { toSen } from '../ledger/money';
import { ProviderError } from '../providers/payment-provider';

/** Attempts older than this are no longer asked about (a Billplz bill stays due for ever; Stripe's expire in 24 h). */
const RECONCILE_WINDOW_MS = 48 * 3_600_000;

export const BILLPLZ_RETURN_PATH = '/api/payments/return/billplz';

/**
 * The lines a provider's page lists. When they do not add up to the order's total (a discount code, or SST added on
 * top), the page shows one line for the whole order instead, so the provider charges exactly the total.
 */
export function gatewayLines(order: Pick<OrderRecord, 'orderId' | 'items' | 'totalAmount' | 'discountCode'>) {
  const lines = order.items.map((item) => ({
    title: item.optionLabel ? `${item.title} (${item.optionLabel})` : item.title,
    unitSen: toSen(item.unitPrice),
    quantity: item.quantity,
  }));
  const sum = lines.reduce((total, line) => total + line.unitSen * line.quantity, 0);
  if (sum === toSen(order.totalAmount)) return lines;
  const title = order.discountCode ? `Order ${order.orderId} (code ${order.discountCode})` : `Order ${order.orderId}`;
  return [{ title, unitSen: toSen(order.totalAmount), quantity: 1 }];
}

/** The confirmation page the provider sends the browser back to, with the order's watch token. */
export function returnUrl(orderId: string, token: string, outcome: PaymentReturnOutcome): string {
  const query = new URLSearchParams({ orderId, token, payment: outcome });
  return `${publicUrl(PAYMENT_RETURN_PATH)}?${query.toString()}`;
}

/**
 * Gateway payments of orders: the create-order answer with the provider's page, restarting an unpaid order's
 * payment, and the payment state the confirmation page follows.
 */
@Injectable()
export class GatewayPaymentsService {
  private readonly logger = new Logger(GatewayPaymentsService.name);

  constructor(
    @InjectRepository(PaymentLedgerEntry) private readonly ledger: Repository<PaymentLedgerEntry>,
    private readonly gateways: GatewaySettingsService,
    private readonly orders: OrdersReadModel,
    private readonly access: OrderAccess,
  ) {}

  /** The gateway methods a provider takes now (checkout accepts only those). */
  async availableMethods(): Promise<GatewayMethodKey[]> {
    return (await this.gateways.methods()).gatewayMethods.map((method) => method.key);
  }

  /**
   * After the order is committed: the provider's page for it (an attempt row). A provider that fails leaves the
   * order unpaid and answers 502 (the payment can be restarted); none ready answers 503.
   */
  async startFor(orderId: string): Promise<GatewayRedirect> {
    const order = await this.orders.findByKey(orderId);
    if (!order) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', 'Order not found');
    return this.open(order);
  }

  async state(orderId: string, principal: Principal | null, token: string | undefined): Promise<OrderPaymentState> {
    const order = await this.ownedOrder(orderId, principal, token);
    return this.stateOf(order, null);
  }

  async restart(orderId: string, principal: Principal | null, token: string | undefined): Promise<OrderPaymentState> {
    const order = await this.ownedOrder(orderId, principal, token);
    if (!isGatewayMethod(order.paymentMethod)) {
      throw new ApiError(
        HttpStatus.CONFLICT,
        'not_gateway_order',
        'This order is not paid online: upload its receipt instead.',
      );
    }
    if (order.paymentStatus === 'paid') {
      throw new ApiError(HttpStatus.CONFLICT, 'already_paid', 'This order is already paid.');
    }
    if (order.status === 'cancelled') {
      throw new ApiError(HttpStatus.CONFLICT, 'order_cancelled', 'This order was cancelled; please place a new one.');
    }
    return this.stateOf(order, await this.open(order));
  }

  /** Attempts still pending after `olderThanMs` (and at most two days old): reconciliation asks their provider. */
  pendingAttempts(olderThanMs: number, limit = 100): Promise<PaymentLedgerEntry[]> {
    return this.ledger.find({
      where: {
        kind: 'attempt',
        status: 'pending',
        provider: In(['stripe', 'billplz']),
        createdAt: Between(new Date(Date.now() - RECONCILE_WINDOW_MS), new Date(Date.now() - olderThanMs)),
      },
      order: { createdAt: 'ASC' },
      take: limit,
    });
  }

  /** Marks an attempt as no longer pending (its order was cancelled or the provider expired it). */
  async closeAttempt(id: string, status: 'failed'): Promise<void> {
    await this.ledger.update({ id, status: 'pending' }, { status });
  }

  /** The order an attempt's transaction belongs to (the Billplz return names only its bill). */
  async orderOfTransaction(provider: PaymentProviderName, transactionId: string): Promise<string | null> {
    const row = await this.ledger.findOneBy({ provider, kind: 'attempt', transactionId });
    return row?.orderId ?? null;
  }

  watchToken(orderId: string): string {
    return this.access.watchTokenFor(orderId);
  }

  private async open(order: OrderRecord): Promise<GatewayRedirect> {
    const method = order.paymentMethod;
    if (!isGatewayMethod(method)) throw new Error(`Order ${order.orderId} is not a gateway order`);
    const provider = await this.gateways.providerFor(method);
    if (!provider) {
      throw new ApiError(
        HttpStatus.SERVICE_UNAVAILABLE,
        'payment_provider_unavailable',
        `Online payment is not available right now. Your order ${order.orderId} is saved: try again later or contact us.`,
      );
    }
    const attempt = (await this.ledger.countBy({ orderId: order.orderId, kind: 'attempt' })) + 1;
    const token = this.access.watchTokenFor(order.orderId);
    const label = PAYMENT_PROVIDER_LABELS[provider.name];
    try {
      const created = await provider.createPayment({
        orderId: order.orderId,
        method,
        amountSen: toSen(order.totalAmount),
        currency: 'MYR',
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        description: `Order ${order.orderId}`,
        lines: gatewayLines(order),
        successUrl:
          provider.name === 'billplz' ? publicUrl(BILLPLZ_RETURN_PATH) : returnUrl(order.orderId, token, 'success'),
        cancelUrl: returnUrl(order.orderId, token, 'cancelled'),
        callbackUrl: publicUrl(WEBHOOK_PATHS[provider.name]),
        attempt,
      });
      await this.ledger.insert({
        orderId: order.orderId,
        provider: provider.name,
        kind: 'attempt',
        status: 'pending',
        method,
        transactionId: created.transactionId,
        amountSen: toSen(order.totalAmount),
        currency: 'MYR',
        redirectUrl: created.redirectUrl,
      });
      return { provider: provider.name, redirectUrl: created.redirectUrl };
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      this.logger.warn(`${label} refused the payment of ${order.orderId}: ${error.message}`);
      await this.ledger.insert({
        orderId: order.orderId,
        provider: provider.name,
        kind: 'attempt',
        status: 'failed',
        method,
        amountSen: toSen(order.totalAmount),
        currency: 'MYR',
        note: error.message.slice(0, 500),
      });
      throw new ApiError(
        HttpStatus.BAD_GATEWAY,
        'payment_provider_unavailable',
        `${label} did not answer, so the payment page could not be opened. Your order ${order.orderId} is saved and unpaid: try the payment again in a minute.`,
      );
    }
  }

  private async ownedOrder(
    orderId: string,
    principal: Principal | null,
    token: string | undefined,
  ): Promise<OrderRecord> {
    const id = orderId.trim().toUpperCase();
    const order = await this.orders.findByKey(id);
    const owner = order && principal?.kind === 'user' && order.userId === principal.userId;
    const holder = order && token && this.access.canWatch(order.orderId, token);
    if (!order || !(owner || holder)) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', 'Order not found');
    return order;
  }

  private async stateOf(order: OrderRecord, redirect: GatewayRedirect | null): Promise<OrderPaymentState> {
    const review = await this.ledger.existsBy({ orderId: order.orderId, kind: 'capture', status: 'review' });
    return {
      orderId: order.orderId,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      status: order.status,
      totalAmount: order.totalAmount,
      delivered: order.autoDeliveryStatus === 'delivered' || order.status === 'shipped' || order.status === 'delivered',
      waitingForStock: order.backorderedAt !== null,
      underReview: review && order.paymentStatus !== 'paid',
      redirect,
    };
  }
}
