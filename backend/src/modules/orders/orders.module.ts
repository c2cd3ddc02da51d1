import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { DeliveriesReadModule } from '../fulfilment/deliveries-read.module';
import { SettingsModule } from '../settings/settings.module';
import { UsersModule } from '../users/users.module';
import { AccountOrdersService } from './account-orders.service';
import { AdminOrderReader } from './admin-order-reader.service';
import { AdminOrdersService } from './admin-orders.service';
import { CartService } from './cart.service';
import { CheckoutService } from './checkout.service';
import { CartItem } from './entities/cart-item.entity';
import { OrderEvent } from './entities/order-event.entity';
import { OrderItem } from './entities/order-item.entity';
import { Order } from './entities/order.entity';
import { PaymentQr } from './entities/payment-qr.entity';
import { ManualPaymentMethod } from './entities/manual-payment-method.entity';
import { ManualMethodsService } from './manual-methods.service';
import { EmailProofService } from './email-proof.service';
import { LookupRateLimit } from './lookup-rate-limit';
import { OrderAccess } from './order-access';
import { OrderAnnouncer } from './order-announcer.listener';
import { OrderLookupService } from './order-lookup.service';
import { OrderPolicy } from './order-policy';
import { OrderQuoteService } from './order-quote.service';
import { OrderStock } from './order-stock';
import { OrderTransitions } from './order-transitions.service';
import { OrdersReadModel } from './orders.read-model';
import { PaymentQrService } from './payment-qr.service';
import { ReceiptMails } from './receipt-mails';
import { ReceiptReviewService } from './receipt-review.service';
import { OrderExportsService } from './order-exports.service';
import { UnpaidOrdersService } from './unpaid-orders.service';
import { CustomerReceiptService } from './customer-receipt.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([Order, OrderItem, OrderEvent, CartItem, PaymentQr, ManualPaymentMethod]),
    CatalogModule,
    SettingsModule,
    UsersModule,
    DeliveriesReadModule,
  ],
  providers: [
    OrderTransitions,
    OrderAnnouncer,
    OrdersReadModel,
    OrderStock,
    CheckoutService,
    OrderLookupService,
    LookupRateLimit,
    EmailProofService,
    AccountOrdersService,
    AdminOrdersService,
    CartService,
    PaymentQrService,
    ManualMethodsService,
    AdminOrderReader,
    OrderPolicy,
    OrderQuoteService,
    OrderAccess,
    UnpaidOrdersService,
    ReceiptMails,
    ReceiptReviewService,
    OrderExportsService,
    CustomerReceiptService,
  ],
  exports: [
    OrderTransitions,
    OrdersReadModel,
    CheckoutService,
    OrderQuoteService,
    AccountOrdersService,
    AdminOrdersService,
    CartService,
    PaymentQrService,
    ManualMethodsService,
    OrderLookupService,
    LookupRateLimit,
    EmailProofService,
    AdminOrderReader,
    OrderPolicy,
    OrderAccess,
    UnpaidOrdersService,
    ReceiptReviewService,
    OrderExportsService,
    CustomerReceiptService,
  ],
})
export class OrdersModule {}
