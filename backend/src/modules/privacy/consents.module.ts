import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Consent } from './entities/consent.entity';
import { ConsentsService } from './services/consents.service';

/**
 * Consents to the privacy notice, on their own so that registration (auth) and checkout can record one in their
 * transaction without the rest of the privacy module (which imports the modules whose data it erases).
 */
@Module({ imports: [TypeOrmModule.forFeature([Consent])], providers: [ConsentsService], exports: [ConsentsService] })
export class ConsentsModule {}
