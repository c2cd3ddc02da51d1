import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GuideConfig } from './entities/guide-config.entity';
import { GuideConfigsService } from './guide-configs.service';

@Module({
  imports: [TypeOrmModule.forFeature([GuideConfig])],
  providers: [GuideConfigsService],
  exports: [GuideConfigsService],
})
export class GuideConfigsModule {}
