/** The payments module's public face: what other modules may import from it. */
export { PaymentsModule } from './payments.module';
export { CHECKOUT_RECEIPT_RULES, ORDER_PAGE_RECEIPT_RULES } from './rules/receipt-upload.rules';
export { newReceiptReview, receiptSha256 } from './rules/receipt-review.rules';
export { PaymentExportsService } from './services/payment-exports.service';
export { PaymentQrService } from './services/payment-qr.service';
export { ReceiptMails } from './services/receipt-mails';
export { ReceiptReviewService } from './services/receipt-review.service';
export { GatewayPaymentsService } from './services/gateway-payments.service';
export { ManualMethodsService } from './services/manual-methods.service';
export { OrderPaymentsReader } from './ledger/order-payments.reader';
export { RefundFiguresReadModel } from './ledger/refund-figures.read-model';
export { RefundsService } from './services/refunds.service';
