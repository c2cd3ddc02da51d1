import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Ip,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CHAT_ATTACHMENT_MAX_BYTES, type ChatMessageView, type ChatSessionView } from '@kedai/contracts';
import { chatLinkSecret } from '../../../core/config/configuration';
import { ApiError } from '../../../core/http/api-error';
import { uuidOr404 } from '../../../core/http/params';
import { TooLargeMessageInterceptor, UploadedBinary, uploadLimits } from '../../../core/http/uploaded-file';
import { CurrentPrincipal, Public } from '../../../core/security/auth.decorators';
import { Principal } from '../../../core/security/principal';
import { checkAttachmentLink, type AttachmentVariant } from '../rules/attachment-links';
import { ATTACHMENT_MESSAGES } from '../rules/chat-attachment-rules';
import { ChatAttachments } from '../services/chat-attachments.service';
import { ChatMessagesService } from '../services/chat-messages.service';
import { toMessageView, toSessionView } from '../read/chat.view';

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'attachment_not_found', 'This file is no longer available.');

/** Files in chat, the customer's side: sending one, and opening any through its signed link. */
@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat')
export class ChatAttachmentsController {
  constructor(
    private readonly messages: ChatMessagesService,
    private readonly attachments: ChatAttachments,
  ) {}

  /**
   * The customer sends a picture or PDF in their own conversation (multipart: `file`, optional `message` as its
   * caption and `clientId`, which makes a retry after a lost answer store nothing new).
   */
  @Post('sessions/:sessionId/attachments')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    new TooLargeMessageInterceptor(ATTACHMENT_MESSAGES.tooLarge, ATTACHMENT_MESSAGES.oneFile),
    // preservePath: the name as sent, so one with folders in it is refused rather than quietly cut.
    FileInterceptor('file', { ...uploadLimits(CHAT_ATTACHMENT_MAX_BYTES), preservePath: true }),
  )
  async send(
    @Param('sessionId', uuidOr404('chat_session_not_found', 'Chat session not found')) sessionId: string,
    @UploadedFile() file: UploadedBinary | undefined,
    @Body() body: Record<string, unknown>,
    @CurrentPrincipal() principal: Principal | null,
    @Ip() address: string,
  ): Promise<{ success: true; chatMessage: ChatMessageView; session: ChatSessionView }> {
    const stored = await this.messages.sendAttachmentAsCustomer(
      principal,
      sessionId,
      { buffer: file?.buffer, filename: file?.originalname, caption: body.message, clientId: body.clientId },
      address,
    );
    return { success: true, chatMessage: toMessageView(stored.message), session: toSessionView(stored.session) };
  }

  /**
   * A message's file (`file`) or preview (`thumb`), for whoever holds a link the server signed and that has not
   * expired: the conversation's customer and the staff get such links in their message views, nobody else.
   * Served as the type its content was checked to be, never sniffed, never run as a page.
   */
  @Public()
  @Get('attachments/:messageId/:variant')
  async open(
    @Param('messageId', uuidOr404('attachment_not_found', 'This file is no longer available.')) messageId: string,
    @Param('variant') variant: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res({ passthrough: true }) response: Response,
  ): Promise<StreamableFile> {
    if (variant !== 'file' && variant !== 'thumb') throw notFound();
    const check = checkAttachmentLink(
      chatLinkSecret(),
      messageId,
      variant as AttachmentVariant,
      expires,
      signature,
      Date.now(),
    );
    if (check === 'invalid') {
      throw new ApiError(HttpStatus.FORBIDDEN, 'attachment_link_invalid', 'This link to a chat file is not valid.');
    }
    if (check === 'expired') {
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'attachment_link_expired',
        'This link to a chat file has expired. Open the chat again to see the file.',
      );
    }
    const { content, attachment } = await this.attachments.read(messageId, variant as AttachmentVariant);
    const type = variant === 'thumb' ? 'image/webp' : attachment.mimeType;
    const seconds = Math.max(0, Math.floor((Number(expires) - Date.now()) / 1000));
    response.set({
      'Content-Type': type,
      'X-Content-Type-Options': 'nosniff',
      // Even a PDF opened in the browser may not run scripts or reach anything.
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      'Cache-Control': `private, max-age=${seconds}`,
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
    });
    return new StreamableFile(content);
  }
}
