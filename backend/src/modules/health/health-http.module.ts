import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { HealthModule } from './health.module';

/** GET /api/health. */
@Module({
  imports: [HealthModule],
  controllers: [HealthController],
})
export class HealthHttpModule {}
