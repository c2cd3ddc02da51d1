import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GuideConfig } from './entities/guide-config.entity';
import { GuideConfigsService } from './guide-configs.service';
import { CatalogModule } from '../catalog';

@Module({
  imports: [TypeOrmModule.forFeature([GuideConfig]), CatalogModule],
  providers: [GuideConfigsService],
  exports: [GuideConfigsService],
})
export class GuideConfigsModule {}
