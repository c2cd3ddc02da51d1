/** The orders module's public face: what other modules may import from it. */
export * from './order.constants';
export { OrdersModule } from './orders.module';
export { AdminOrderReader } from './read/admin-order-reader.service';
export {
  noDeliveries,
  OrderDeliveriesReader,
  toCustomerRentalView,
  type DeliveredCode,
  type DeliveredRental,
  type DeliveriesJson,
  type OrderDeliveries,
} from './read/order-deliveries';
export type {
  NewOrder,
  NewOrderLine,
  OrderKey,
  OrderLineRecord,
  OrderRecord,
  ReceiptAttachment,
} from './read/order-record';
export { toOrderView, waitingForStock } from './read/order.view';
export { shopperLineTexts } from './rules/shopper-line-texts';
export {
  CustomerOrdersReadModel,
  type CustomerAggregate,
  type CustomerLatest,
  type CustomerOrderRow,
  type OrderRefunds,
} from './read/customer-orders.read-model';
export { OrderFiguresReadModel, type MonthTotals } from './read/order-figures.read-model';
export { OrderSalesReadModel, type SalesSeriesRow, type SalesSplitRaw } from './read/order-sales.read-model';
export { orderKey, OrdersReadModel } from './read/orders.read-model';
export { SalesRollup } from './services/sales-rollup';
export { OrderWhereaboutsReadModel, type OrderWhereabouts } from './read/order-whereabouts.read-model';
export { applyReceiptFilter, type ReceiptFilter } from './read/receipt-filter';
export { ReceiptsReadModel } from './read/receipts.read-model';
export { cancelsAt, paymentAtRisk } from './rules/payment-risk';
export { EmailProofService, normaliseEmail } from './services/email-proof.service';
export { OrderPersonalData } from './services/order-personal-data';
export { LookupRateLimit } from './services/lookup-rate-limit';
export { OrderAccess } from './services/order-access';
export {
  greeting,
  orderPageButton,
  orderPageUrl,
  orderSummaryBlock,
  uploadReceiptUrl,
} from './services/order-email-blocks';
export { OrderExportsService } from './services/order-exports.service';
export { OrderPaidTransition, type PaidOutcome } from './services/order-paid';
export { OrderPolicy } from './services/order-policy';
export { OrderStock } from './services/order-stock';
export { OrderTransaction, OrderTransitions, type OrderChange } from './services/order-transitions.service';
export { cancelUnpaidJobId, UnpaidOrdersService } from './services/unpaid-orders.service';
export { queueAutoConfirmation } from './services/auto-confirmation';
export { queueWhatsappOrderUpdate } from './services/whatsapp-order-updates';
