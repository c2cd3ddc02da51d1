import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { OrderGuideView } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { Order } from '../orders/entities/order.entity';
import { loadDeliveriesOf, toCustomerRentalView } from '../orders/order-deliveries';
import { OrderAccess } from '../orders/order-access';
import { OrderLookupService } from '../orders/order-lookup.service';
import { GuideConfigsService } from '../guide-configs/guide-configs.service';
import { FULFILMENT_MESSAGES } from './fulfilment.constants';
import { guideLinksFor } from './guide-links';
import { guideExpiryOf, isRentalOrder } from './installation-steps';

/** GET /api/orders/{orderId}/guide: the installation guide's data. The full order id is the proof. */
@Injectable()
export class OrderGuideService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly lookup: OrderLookupService,
    private readonly guideConfigs: GuideConfigsService,
    private readonly access: OrderAccess,
  ) {}

  async guide(address: string, rawOrderId: string): Promise<OrderGuideView> {
    await this.lookup.countLookup(address);
    const orderId = rawOrderId.trim().toUpperCase();
    const order =
      orderId && orderId.length <= 20
        ? await this.dataSource.getRepository(Order).findOne({ where: { orderId }, relations: { items: true } })
        : null;
    if (!order) throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', FULFILMENT_MESSAGES.orderNotFound);
    const { rental } = await loadDeliveriesOf(this.dataSource.manager, order.orderId);
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
}
