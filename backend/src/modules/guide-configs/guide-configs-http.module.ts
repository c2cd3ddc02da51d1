import { Module } from '@nestjs/common';
import { GuideConfigsController } from './guide-configs.controller';
import { GuideConfigsSeedService } from './guide-configs-seed.service';
import { GuideConfigsModule } from './guide-configs.module';
import { OfficialGuidesController } from './official-guides.controller';

/** The guide configurations' REST endpoints, and their starter seed (run by API processes only). */
@Module({
  imports: [GuideConfigsModule],
  controllers: [GuideConfigsController, OfficialGuidesController],
  providers: [GuideConfigsSeedService],
})
export class GuideConfigsHttpModule {}
