import { Injectable } from '@nestjs/common';
import { isGatewayMethod } from '@kedai/contracts';
import type { CreateOrderResult } from '@kedai/contracts';
import type { UploadedBinary } from '../../../core/http/uploaded-file';
import type { Principal } from '../../../core/security/principal';
import { GatewayPaymentsService } from '../../payments';
import { CheckoutService } from './checkout.service';

/**
 * POST /api/orders: the order is committed first (CheckoutService); for a gateway method (card, fpx, grabpay) the
 * provider's payment page is opened after the commit and its address is the answer's `payment.redirectUrl`.
 */
@Injectable()
export class PlaceOrderService {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly payments: GatewayPaymentsService,
  ) {}

  async create(
    principal: Principal | null,
    file: UploadedBinary | undefined,
    orderData: unknown,
    cartId: string | null = null,
  ): Promise<CreateOrderResult> {
    const available = await this.payments.availableMethods();
    const view = await this.checkout.checkout(principal, file, orderData, available, cartId);
    if (!isGatewayMethod(view.paymentMethod)) return { ...view, payment: null };
    return { ...view, payment: await this.payments.startFor(view.orderId) };
  }
}
