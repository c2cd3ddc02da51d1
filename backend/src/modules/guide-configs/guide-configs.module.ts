import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GuideConfig } from './entities/guide-config.entity';
import { GuideConfigsController } from './guide-configs.controller';
import { GuideConfigsSeedService } from './guide-configs-seed.service';
import { GuideConfigsService } from './guide-configs.service';

@Module({
  imports: [TypeOrmModule.forFeature([GuideConfig])],
  controllers: [GuideConfigsController],
  providers: [GuideConfigsService, GuideConfigsSeedService],
  exports: [GuideConfigsService],
})
export class GuideConfigsModule {}
