import { Module } from '@nestjs/common';
import { EmailChannelModule } from './email-channel.module';

/** The worker role's part: only the threads port (continuity digests written by the chat worker carry Reply-To). */
@Module({ imports: [EmailChannelModule] })
export class EmailChannelWorkerModule {}
