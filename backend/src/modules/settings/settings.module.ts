import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SystemSettings } from './entities/system-settings.entity';
import { SettingsService } from './settings.service';

@Module({
  imports: [AuditModule, TypeOrmModule.forFeature([SystemSettings])],
  providers: [SettingsService],
  exports: [SettingsService],
})
export class SettingsModule {}
