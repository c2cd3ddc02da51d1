import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { OrderReceiptDocument } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import type { Principal } from '../../../core/security/principal';
import { SettingsService } from '../../settings';
import { toReceiptDocument } from '../rules/customer-receipt.rules';
import { Order } from '../entities/order.entity';
import { ORDER_ID_SHAPE, OrderAccess } from './order-access';
import { ORDER_NOT_VISIBLE } from '../order.constants';

const notVisible = () => new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', ORDER_NOT_VISIBLE);

/**
 * The customer's receipt of one order. Readable by the order's signed-in owner, or by anyone holding the
 * order's access token (the watch token the Activation Center and the checkout hand out): never by the order
 * id alone. A wrong token, someone else's order and an unknown id all get the same 404, and a guest's wrong
 * token is refused before the database is read.
 */
@Injectable()
export class CustomerReceiptService {
  constructor(
    @InjectRepository(Order) private readonly orders: Repository<Order>,
    private readonly access: OrderAccess,
    private readonly settings: SettingsService,
  ) {}

  async find(
    principal: Principal | null,
    rawOrderId: string,
    token: string | undefined,
  ): Promise<OrderReceiptDocument> {
    const orderId = rawOrderId.trim().toUpperCase();
    if (!ORDER_ID_SHAPE.test(orderId)) throw notVisible();
    const byToken = typeof token === 'string' && token !== '' && this.access.canWatch(orderId, token.trim());
    const owner = principal?.kind === 'user' ? principal.userId : null;
    if (!byToken && !owner) throw notVisible();
    const order = await this.orders.findOne({
      where: byToken ? { orderId } : { orderId, userId: owner as string },
      relations: { items: true },
      order: { items: { id: 'ASC' } },
    });
    if (!order) throw notVisible();
    const shop = await this.settings.shopInfo();
    const seller = {
      name: shop.siteName,
      registrationNumber: shop.businessRegistrationNumber,
      address: shop.address,
      email: shop.contactEmail,
      whatsappNumber: shop.whatsappNumber,
    };
    return toReceiptDocument(order, { seller, currency: shop.currency }, this.access.watchTokenFor(order.orderId));
  }
}
