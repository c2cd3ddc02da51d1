import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { CustomerHistoryView, GuestOrderView, MaskedCustomerHistoryView } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { Order } from '../entities/order.entity';
import { DeliveriesReadModel } from '../../fulfilment/read/deliveries.read-model';
import { toCustomerRentalView } from '../read/order-deliveries';
import { EmailProofService, normaliseEmail } from './email-proof.service';
import { LookupRateLimit } from './lookup-rate-limit';
import { OrderAccess } from './order-access';
import { GUEST_ORDER_NOT_FOUND, NO_ORDERS_FOR_EMAIL } from '../order.constants';
import { redeemCodesOf, toGuestOrderView, waitingForStock } from '../read/order.view';

/**
 * Guest lookups (storefront Activation Center, DESIGN decision 5): the full order id shows the order and
 * its codes; an e-mail shows totals, product types and masked ids until the address is proved with a
 * one-time code sent to it (EmailProofService), then the full list. Every lookup counts against the
 * client address.
 */
@Injectable()
export class OrderLookupService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly access: OrderAccess,
    private readonly deliveries: DeliveriesReadModel,
    private readonly limit: LookupRateLimit,
    private readonly proofs: EmailProofService,
  ) {}

  async byOrderId(address: string, rawOrderId: string): Promise<GuestOrderView> {
    await this.limit.count(address);
    const orderId = rawOrderId.trim().toUpperCase();
    const order = orderId ? await this.orders.findOne({ where: { orderId }, relations: { items: true } }) : null;
    if (!order) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', GUEST_ORDER_NOT_FOUND);
    const deliveries = await this.deliveries.ofOrder(order.orderId);
    return {
      ...toGuestOrderView(order, deliveries.codes, toCustomerRentalView(deliveries.rental)),
      rentals: deliveries.rentals.flatMap((rental) => toCustomerRentalView(rental) ?? []),
      watchToken: this.access.watchTokenFor(order.orderId),
    };
  }

  async byEmail(
    address: string,
    rawEmail: string,
    proof: string | undefined,
  ): Promise<CustomerHistoryView | MaskedCustomerHistoryView> {
    await this.limit.count(address);
    const email = normaliseEmail(rawEmail);
    const orders = email
      ? await this.orders.find({
          where: { customerEmail: email },
          relations: { items: true },
          order: { createdAt: 'DESC' },
          take: 200,
        })
      : [];
    if (orders.length === 0) throw new ApiError(HttpStatus.NOT_FOUND, 'no_orders_for_email', NO_ORDERS_FOR_EMAIL);
    const typesOf = (order: Order) => [...new Set(order.items.map((item) => item.category))];
    const productTypes = [...new Set(orders.flatMap(typesOf))];
    const activatedProducts = orders
      .filter((order) => order.activationCode)
      .reduce((sum, order) => sum + order.items.reduce((n, item) => n + item.quantity, 0), 0);
    const totals = { email, totalOrders: orders.length, activatedProducts, productTypes };
    if (!proof || !this.proofs.matches(proof, email)) return { verified: false, ...totals };
    return {
      verified: true,
      ...totals,
      orders: orders.map((order) => ({
        orderId: order.orderId,
        status: order.status,
        createdAt: order.createdAt.toISOString(),
        shippedAt: order.shippedAt ? order.shippedAt.toISOString() : null,
        totalAmount: order.totalAmount,
        productTypes: typesOf(order),
        hasActivationCode: Boolean(order.activationCode),
        hasRedeemCodes: redeemCodesOf(order).length > 0,
        waitingForStock: waitingForStock(order),
      })),
    };
  }
}
