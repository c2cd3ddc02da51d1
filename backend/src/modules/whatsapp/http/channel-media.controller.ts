import { Controller, Get, HttpStatus, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { ApiError } from '../../../core/http/api-error';
import { StaffOnly } from '../../../core/security/auth.decorators';
import { FileStorageService } from '../../../core/storage/file-storage.service';
import { ChatChannelInbox } from '../../chat';

/** A file a customer sent on WhatsApp, for the support desk (admins and agents). */
@Controller('admin/channels')
@StaffOnly()
export class ChannelMediaController {
  constructor(
    private readonly inbox: ChatChannelInbox,
    private readonly storage: FileStorageService,
  ) {}

  @Get('media/:messageId')
  async media(
    @Param('messageId') messageId: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const media = await this.inbox.mediaOf(messageId);
    if (!media) throw new ApiError(HttpStatus.NOT_FOUND, 'media_not_found', 'This message has no file');
    const content = await this.storage.read(media.key);
    const inline = media.mimeType.startsWith('image/');
    const name = (media.fileName ?? `whatsapp-${messageId.slice(0, 8)}`).replace(/[^\w.-]+/g, '_');
    res.set({
      'Content-Type': media.mimeType,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${name}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, max-age=3600',
    });
    return new StreamableFile(content);
  }
}
