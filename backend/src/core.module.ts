import { Module } from '@nestjs/common';
import { KedaiConfigModule } from './core/config/config.module';
import { DatabaseModule } from './core/database/database.module';
import { EventsModule } from './core/events/events.module';
import { FastPathsModule } from './core/http/fast-paths';
import { LifecycleModule } from './core/lifecycle/drain-state';
import { StartupNoticesModule } from './core/lifecycle/startup-notices';
import { LoggingModule } from './core/logging.module';
import { MailModule } from './core/mail/mail.module';
import { MaintenanceCoreModule } from './core/maintenance/maintenance-core.module';
import { MetricsModule } from './core/metrics/metrics.module';
import { OutboxModule } from './core/outbox/outbox.module';
import { QueueModule } from './core/queue/queue.module';
import { RealtimeModule } from './core/realtime/realtime.module';
import { RedisModule } from './core/redis/redis.module';
import { StorageModule } from './core/storage/storage.module';
import { AuthModule } from './modules/auth/auth.module';

/** What every process runs: configuration, logging, database, events, Redis, queues and their outbox, sockets, mail, auth. */
@Module({
  imports: [
    KedaiConfigModule,
    LoggingModule,
    LifecycleModule,
    StartupNoticesModule,
    DatabaseModule,
    EventsModule,
    RedisModule,
    QueueModule,
    OutboxModule,
    RealtimeModule,
    MetricsModule,
    FastPathsModule,
    StorageModule,
    MailModule,
    MaintenanceCoreModule,
    AuthModule,
  ],
})
export class CoreModule {}
