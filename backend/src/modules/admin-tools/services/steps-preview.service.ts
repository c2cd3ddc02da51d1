import { HttpStatus, Injectable } from '@nestjs/common';
import type { StepsPreview } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { ProductStockService } from '../../catalog/services/product-stock.service';
import { OrderGuideService } from '../../fulfilment/services/order-guide.service';
import { OrdersReadModel } from '../../orders/read/orders.read-model';
import { sampleOrderOf } from '../rules/steps-preview.sample';

export const STEPS_PREVIEW_MESSAGES = {
  nothingChosen: 'Choose a product or an order to preview its installation steps.',
  productNotFound: 'Product not found. It may have been deleted; choose another one.',
  orderNotFound: (orderId: string) => `Order ${orderId} not found. Check the order ID.`,
  productNotInOrder: (orderId: string, title: string) =>
    `Order ${orderId} has no line for ${title}. Choose one of its products, or clear the order.`,
} as const;

/**
 * Installation steps preview (/admin/test-steps, issue 22): the customer's and the admin's versions of a
 * product's steps, built by the same code as a real order's (OrderGuideService), for a stored order or a
 * sample one.
 */
@Injectable()
export class StepsPreviewService {
  constructor(
    private readonly products: ProductStockService,
    private readonly orders: OrdersReadModel,
    private readonly guides: OrderGuideService,
  ) {}

  async preview(query: { productId?: string; orderId?: string }): Promise<StepsPreview> {
    const productId = query.productId?.trim();
    const orderId = query.orderId?.trim().toUpperCase();
    if (!productId && !orderId) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'product_or_order_required', STEPS_PREVIEW_MESSAGES.nothingChosen);
    }
    const [product] = productId ? await this.products.byIds([productId]) : [];
    if (productId && !product) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'product_not_found', STEPS_PREVIEW_MESSAGES.productNotFound);
    }
    const order = orderId && orderId.length <= 20 ? await this.orders.withItems({ orderId }) : null;
    if (orderId && !order) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'order_not_found', STEPS_PREVIEW_MESSAGES.orderNotFound(orderId));
    }
    if (
      order &&
      product &&
      !order.items.some((item) => item.productId === product.id || item.productCode === product.productCode)
    ) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'product_not_in_order',
        STEPS_PREVIEW_MESSAGES.productNotInOrder(order.orderId, product.title),
      );
    }
    const guideOrder = order ?? sampleOrderOf(product!);
    const texts = await this.guides.preview(guideOrder, order !== null);
    return {
      order: {
        orderId: guideOrder.orderId,
        sample: order === null,
        status: guideOrder.status,
        paymentStatus: guideOrder.paymentStatus,
        customerEmail: guideOrder.customerEmail,
      },
      product: product
        ? { id: product.id, productCode: product.productCode, title: product.title, category: product.category }
        : null,
      ...texts,
    };
  }
}
