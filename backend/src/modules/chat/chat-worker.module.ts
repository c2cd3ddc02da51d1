import { Module } from '@nestjs/common';
import { ChatModule } from './chat.module';
import { ChatProcessor } from './jobs/chat.processor';

/** The chat queue's processor (auto-replies). */
@Module({ imports: [ChatModule], providers: [ChatProcessor] })
export class ChatWorkerModule {}
