import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CoreModule } from './core.module';
import { frontendDistDir } from './core/config/configuration';
import { setStaticCacheHeaders } from './core/http/static-cache';
import { MailHttpModule } from './core/mail/mail-http.module';
import { RealtimeHttpModule } from './core/realtime/realtime-http.module';
import { AdminToolsHttpModule } from './modules/admin-tools/admin-tools-http.module';
import { AuditHttpModule } from './modules/audit/audit-http.module';
import { AuthHttpModule } from './modules/auth/auth-http.module';
import { CatalogHttpModule } from './modules/catalog/catalog-http.module';
import { CheckoutHttpModule } from './modules/checkout/checkout-http.module';
import { ChatHttpModule } from './modules/chat/chat-http.module';
import { DashboardHttpModule } from './modules/dashboard/dashboard-http.module';
import { ReportsHttpModule } from './modules/reports/reports-http.module';
import { CustomersHttpModule } from './modules/customers/customers-http.module';
import { FulfilmentHttpModule } from './modules/fulfilment/fulfilment-http.module';
import { GuideConfigsHttpModule } from './modules/guide-configs/guide-configs-http.module';
import { DiscountsHttpModule } from './modules/discounts/discounts-http.module';
import { HealthHttpModule } from './modules/health/health-http.module';
import { OpsHttpModule } from './modules/ops/ops-http.module';
import { OrdersHttpModule } from './modules/orders/orders-http.module';
import { PaymentsHttpModule } from './modules/payments/payments-http.module';
import { PushHttpModule } from './modules/push/push-http.module';
import { EmailChannelHttpModule } from './modules/email-channel/email-channel-http.module';
import { WhatsappHttpModule } from './modules/whatsapp/whatsapp-http.module';
import { PrivacyHttpModule } from './modules/privacy/privacy-http.module';
import { SettingsHttpModule } from './modules/settings/settings-http.module';
import { StockAlertsHttpModule } from './modules/stock-alerts/stock-alerts-http.module';
import { ProblemReportsHttpModule } from './modules/problem-reports/problem-reports-http.module';
import { UsersHttpModule } from './modules/users/users-http.module';

/**
 * The built storefront, served with the API on one origin; unknown paths fall back to index.html, except
 * under /assets (a missing script or source map is a 404, not the page). Hashed assets are cached for a
 * year, the rest revalidated; the compression middleware (create-http-app) encodes them.
 */
function frontendModules(): DynamicModule[] {
  const rootPath = frontendDistDir();
  if (!existsSync(resolve(rootPath, 'index.html'))) return [];
  return [
    ServeStaticModule.forRoot({
      rootPath,
      exclude: ['/api/{*path}', '/socket.io/{*path}', '/assets/{*path}', '/robots.txt', '/sitemap.xml'],
      serveStaticOptions: { setHeaders: setStaticCacheHeaders, fallthrough: true },
    }),
  ];
}

/**
 * The API process: the core, every module's HTTP side (controllers, gateways, and the seeders only the
 * API runs: catalogue, guide configurations, first admin) and the static storefront. No processors.
 */
@Module({
  imports: [
    CoreModule,
    RealtimeHttpModule,
    MailHttpModule,
    AuthHttpModule,
    UsersHttpModule,
    CatalogHttpModule,
    OrdersHttpModule,
    CheckoutHttpModule,
    PaymentsHttpModule,
    WhatsappHttpModule,
    EmailChannelHttpModule,
    FulfilmentHttpModule,
    ChatHttpModule,
    GuideConfigsHttpModule,
    DiscountsHttpModule,
    SettingsHttpModule,
    HealthHttpModule,
    OpsHttpModule,
    DashboardHttpModule,
    ReportsHttpModule,
    CustomersHttpModule,
    AdminToolsHttpModule,
    AuditHttpModule,
    StockAlertsHttpModule,
    ProblemReportsHttpModule,
    PushHttpModule,
    PrivacyHttpModule,
    ...frontendModules(),
  ],
})
export class ApiModule {}
