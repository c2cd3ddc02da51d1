import { HttpStatus, Injectable } from '@nestjs/common';
import type {
  GuideLineView,
  InstallationStepsView,
  OrderGuideView,
  StepsPreview,
  StepsPreviewLine,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { renderEmail } from '../../../core/mail/email-layout';
import { toCustomerRentalView } from '../../orders/read/order-deliveries';
import { waitingForStock } from '../../orders/read/order.view';
import { OrderAccess } from '../../orders/services/order-access';
import { LookupRateLimit } from '../../orders/services/lookup-rate-limit';
import { OrdersReadModel } from '../../orders/read/orders.read-model';
import { GuideConfigsService } from '../../guide-configs/guide-configs.service';
import { FULFILMENT_MESSAGES } from '../fulfilment.constants';
import { guideLinksFor } from '../rules/guide-links';
import { DeliveriesReadModel } from '../read/deliveries.read-model';
import { guideMail } from './guide-mail';
import { type GuideOrder, guideExpiryOf, guideText, lineKindOf } from '../rules/installation-steps';

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
    const deliveries = await this.deliveries.ofOrder(order.orderId);
    const lines: GuideLineView[] = [];
    for (const item of order.items) {
      const kind = lineKindOf(item);
      const rentals = deliveries.rentals.filter((rental) => rental.orderItemId === item.id);
      const codes = deliveries.codes.filter((code) => code.orderItemId === item.id).map((code) => code.code);
      const { links } = await this.linksOf(item, rentals[0]?.gameName ?? null);
      lines.push({
        productName: item.title,
        productCode: item.productCode,
        optionLabel: item.optionLabel,
        quantity: item.quantity,
        kind,
        codes,
        rentals: rentals.flatMap((rental) => toCustomerRentalView(rental) ?? []),
        chatKeyword: links.chatKeyword,
        guideUrl: links.guideUrl,
      });
    }
    // Older orders kept only the joined codes on the order: shown on the first app line.
    const firstApp = lines.find((line) => line.kind === 'app');
    if (firstApp && firstApp.codes.length === 0 && order.activationCode && deliveries.codes.length === 0) {
      firstApp.codes = order.activationCode.split(', ');
    }
    const first = lines[0];
    const expiresAt = guideExpiryOf(order);
    return {
      orderId: order.orderId,
      productName: lines.map((line) => line.productName).join(' + '),
      productCode: first?.productCode ?? '',
      kind: first?.kind ?? 'app',
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      shippedAt: order.shippedAt ? order.shippedAt.toISOString() : null,
      expiresAt: expiresAt.toISOString(),
      expired: expiresAt.getTime() <= Date.now(),
      installationStepsSent: order.installationStepsSent,
      activationCode: order.activationCode,
      customerEmail: order.customerEmail,
      chatKeyword: first?.chatKeyword ?? null,
      guideUrl: first?.guideUrl ?? null,
      rental: toCustomerRentalView(deliveries.rental),
      waitingForStock: waitingForStock(order),
      lines,
      watchToken: this.access.watchTokenFor(order.orderId),
    };
  }

  /**
   * The steps preview (admin tools): both versions exactly as they are sent, for a stored order (with what
   * was delivered to it) or for a sample order that is stored nowhere.
   */
  async preview(order: GuideOrder, stored: boolean): Promise<Pick<StepsPreview, 'lines' | 'customer' | 'admin'>> {
    const { codes, rentals } = stored ? await this.deliveries.ofOrder(order.orderId) : { codes: [], rentals: [] };
    const lines: StepsPreviewLine[] = [];
    for (const item of order.items) {
      const gameName = rentals.find((rental) => rental.orderItemId === item.id)?.gameName ?? null;
      const { config, links } = await this.linksOf(item, gameName);
      lines.push({
        productName: item.title,
        productCode: item.productCode,
        kind: lineKindOf(item),
        guideConfig: config?.product ?? null,
        ...links,
      });
    }
    return {
      lines,
      customer: { to: order.customerEmail, ...customerGuideMail(order) },
      admin: { text: guideText(order, 'admin', { codes, rentals }) },
    };
  }

  /** An order line's guide configuration and what its guide links to (chat keyword, official guide). */
  private async linksOf(item: GuideOrder['items'][number], gameName: string | null) {
    const config = await this.guideConfigs.findForProduct({ productCode: item.productCode, title: item.title });
    const links = guideLinksFor(
      { kind: lineKindOf(item), productCode: item.productCode, productName: item.title, gameName },
      config,
    );
    return { config, links };
  }

  /** The steps as text for the admin: the customer version, or the admin one with contact and rental. */
  async installationSteps(id: string, version: 'admin' | 'customer'): Promise<InstallationStepsView> {
    const order = await this.orders.findByKey(id);
    if (!order) throw notFound();
    const { codes, rentals } = await this.deliveries.ofOrder(order.orderId);
    return {
      installationSteps: guideText(order, version, { codes, rentals: version === 'admin' ? rentals : [] }),
      activationCode: order.activationCode,
      customerEmail: order.customerEmail,
      versionType: version,
      hasCustomerVersion: true,
      hasAdminVersion: true,
    };
  }
}

/** The customer's guide e-mail as the outbox stores it: its subject and the layout's text version. */
function customerGuideMail(order: GuideOrder): { subject: string; text: string } {
  const { subject, blocks } = guideMail(order);
  return { subject, text: renderEmail(subject, blocks).text };
}
