import { HttpStatus, Injectable } from '@nestjs/common';
import type { InstallationStepsView, OrderGuideView } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { toCustomerRentalView } from '../orders/order-deliveries';
import { OrderAccess } from '../orders/order-access';
import { LookupRateLimit } from '../orders/lookup-rate-limit';
import { OrdersReadModel } from '../orders/orders.read-model';
import { GuideConfigsService } from '../guide-configs/guide-configs.service';
import { FULFILMENT_MESSAGES } from './fulfilment.constants';
import { guideLinksFor } from './guide-links';
import { DeliveriesReadModel } from './deliveries.read-model';
import { guideExpiryOf, guideText, isRentalOrder } from './installation-steps';

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', FULFILMENT_MESSAGES.orderNotFound);

/**
 * The installation guide: GET /api/orders/{orderId}/guide (the full order id is the proof) and the admin's
 * installation-steps text.
 */
@Injectable()
export class OrderGuideService {
  constructor(
    private readonly orders: OrdersReadModel,
    private readonly deliveries: DeliveriesReadModel,
    private readonly limit: LookupRateLimit,
    private readonly guideConfigs: GuideConfigsService,
    private readonly access: OrderAccess,
  ) {}

  async guide(address: string, rawOrderId: string): Promise<OrderGuideView> {
    await this.limit.count(address);
    const orderId = rawOrderId.trim().toUpperCase();
    const order = orderId && orderId.length <= 20 ? await this.orders.withItems({ orderId }) : null;
    if (!order) throw notFound();
    const { rental } = await this.deliveries.ofOrder(order.orderId);
    const kind = isRentalOrder(order) ? 'rental' : 'app';
    const first = order.items[0];
    const productName = first?.title ?? '';
    const productCode = first?.productCode ?? '';
    const expiresAt = guideExpiryOf(order);
    const config = await this.guideConfigs.findForProduct({ productCode, title: productName });
    const links = guideLinksFor({ kind, productCode, productName, gameName: rental?.gameName ?? null }, config);
    return {
      orderId: order.orderId,
      productName,
      productCode,
      kind,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      shippedAt: order.shippedAt ? order.shippedAt.toISOString() : null,
      expiresAt: expiresAt.toISOString(),
      expired: expiresAt.getTime() <= Date.now(),
      installationStepsSent: order.installationStepsSent,
      activationCode: order.activationCode,
      customerEmail: order.customerEmail,
      chatKeyword: links.chatKeyword,
      guideUrl: links.guideUrl,
      rental: toCustomerRentalView(rental),
      watchToken: this.access.watchTokenFor(order.orderId),
    };
  }

  /** The steps as text for the admin: the customer version, or the admin one with contact and rental. */
  async installationSteps(id: string, version: 'admin' | 'customer'): Promise<InstallationStepsView> {
    const order = await this.orders.findByKey(id);
    if (!order) throw notFound();
    const { rental } = await this.deliveries.ofOrder(order.orderId);
    return {
      installationSteps: guideText(order, version, version === 'admin' ? rental : null),
      activationCode: order.activationCode,
      customerEmail: order.customerEmail,
      versionType: version,
      hasCustomerVersion: true,
      hasAdminVersion: true,
    };
  }
}
