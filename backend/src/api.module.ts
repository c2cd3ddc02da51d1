import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CoreModule } from './core.module';
import { setStaticCacheHeaders } from './core/http/static-cache';
import { MailHttpModule } from './core/mail/mail-http.module';
import { RealtimeHttpModule } from './core/realtime/realtime-http.module';
import { AdminToolsHttpModule } from './modules/admin-tools/admin-tools-http.module';
import { AuthHttpModule } from './modules/auth/auth-http.module';
import { CatalogHttpModule } from './modules/catalog/catalog-http.module';
import { CheckoutHttpModule } from './modules/checkout/checkout-http.module';
import { ChatHttpModule } from './modules/chat/chat-http.module';
import { DashboardHttpModule } from './modules/dashboard/dashboard-http.module';
import { FulfilmentHttpModule } from './modules/fulfilment/fulfilment-http.module';
import { GuideConfigsHttpModule } from './modules/guide-configs/guide-configs-http.module';
import { HealthHttpModule } from './modules/health/health-http.module';
import { OpsHttpModule } from './modules/ops/ops-http.module';
import { OrdersHttpModule } from './modules/orders/orders-http.module';
import { PaymentsHttpModule } from './modules/payments/payments-http.module';
import { SettingsHttpModule } from './modules/settings/settings-http.module';
import { UsersHttpModule } from './modules/users/users-http.module';

/**
 * The built storefront, served with the API on one origin; unknown paths fall back to index.html, except
 * under /assets (a missing script or source map is a 404, not the page). Hashed assets are cached for a
 * year, the rest revalidated; the compression middleware (create-http-app) encodes them.
 */
function frontendModules(): DynamicModule[] {
  const rootPath = resolve(process.env.KEDAI_FRONTEND_DIST ?? 'frontend/dist');
  if (!existsSync(resolve(rootPath, 'index.html'))) return [];
  return [
    ServeStaticModule.forRoot({
      rootPath,
      exclude: ['/api/{*path}', '/socket.io/{*path}', '/assets/{*path}'],
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
    FulfilmentHttpModule,
    ChatHttpModule,
    GuideConfigsHttpModule,
    SettingsHttpModule,
    HealthHttpModule,
    OpsHttpModule,
    DashboardHttpModule,
    AdminToolsHttpModule,
    ...frontendModules(),
  ],
})
export class ApiModule {}
