import { DynamicModule, Module } from '@nestjs/common';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { KedaiConfigModule } from './core/config/config.module';
import { DatabaseModule } from './core/database/database.module';
import { EventsModule } from './core/events/events.module';
import { OutboxModule } from './core/outbox/outbox.module';
import { LoggingModule } from './core/logging.module';
import { MailModule } from './core/mail/mail.module';
import { MetricsModule } from './core/metrics/metrics.module';
import { QueueModule } from './core/queue/queue.module';
import { servesHttp } from './core/queue/role';
import { RealtimeModule } from './core/realtime/realtime.module';
import { RedisModule } from './core/redis/redis.module';
import { StorageModule } from './core/storage/storage.module';
import { AuthModule } from './modules/auth/auth.module';
import { CatalogModule } from './modules/catalog/catalog.module';
import { ChatModule } from './modules/chat/chat.module';
import { DashboardModule } from './modules/dashboard/dashboard.module';
import { FulfilmentModule } from './modules/fulfilment/fulfilment.module';
import { GuideConfigsModule } from './modules/guide-configs/guide-configs.module';
import { HealthModule } from './modules/health/health.module';
import { OrdersModule } from './modules/orders/orders.module';
import { OpsModule } from './modules/ops/ops.module';
import { SettingsModule } from './modules/settings/settings.module';
import { UsersModule } from './modules/users/users.module';

/** The built storefront, served with the API on one origin; unknown paths fall back to index.html. */
function frontendModules(): DynamicModule[] {
  const rootPath = resolve(process.env.KEDAI_FRONTEND_DIST ?? 'frontend/dist');
  if (!servesHttp() || !existsSync(resolve(rootPath, 'index.html'))) return [];
  return [ServeStaticModule.forRoot({ rootPath, exclude: ['/api/{*path}', '/socket.io/{*path}'] })];
}

@Module({
  imports: [
    KedaiConfigModule,
    LoggingModule,
    DatabaseModule,
    EventsModule,
    RedisModule,
    QueueModule,
    OutboxModule,
    RealtimeModule,
    MetricsModule,
    StorageModule,
    MailModule,
    AuthModule,
    UsersModule,
    CatalogModule,
    OrdersModule,
    FulfilmentModule,
    ChatModule,
    GuideConfigsModule,
    SettingsModule,
    HealthModule,
    OpsModule,
    DashboardModule,
    ...frontendModules(),
  ],
})
export class AppModule {}
