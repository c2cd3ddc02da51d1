import { Body, Controller, Get, Header, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import {
  chatHoursAvailability,
  type ChatHoursView,
  type ChatMessageView,
  type ChatSessionView,
  type ChatTranscriptSent,
} from '@kedai/contracts';
import { shopTimeZone } from '../../../core/format/shop-time';
import { uuidOr404 } from '../../../core/http/params';
import { CurrentPrincipal, Public } from '../../../core/security/auth.decorators';
import { ChatConfigService } from '../services/chat-config.service';
import { Principal } from '../../../core/security/principal';
import { ChatHistoryService } from '../services/chat-history.service';
import { ChatMessagesService } from '../services/chat-messages.service';
import { ChatTranscriptService } from '../services/chat-transcript.service';
import { toMessageView, toSessionView } from '../read/chat.view';
import { CustomerSendMessageDto, MessagesAfterQuery } from '../dto/chat-message.dto';

/** The customer side over REST: the no-socket fallback and the installation guide's chat. */
@ApiTags('chat')
@ApiBearerAuth()
@Controller('chat')
export class ChatController {
  constructor(
    private readonly messages: ChatMessagesService,
    private readonly history: ChatHistoryService,
    private readonly transcripts: ChatTranscriptService,
    private readonly config: ChatConfigService,
  ) {}

  /** Live chat's hours for the footer and the guides (anyone, no session): the seller's, and whether open now. */
  @Public()
  @Get('hours')
  @Header('Cache-Control', 'no-cache')
  async hours(): Promise<ChatHoursView> {
    const hours = await this.config.hours();
    const timeZone = shopTimeZone();
    return { hours, timeZone, ...chatHoursAvailability(new Date(), timeZone, hours) };
  }

  @Post('send-message')
  @HttpCode(201)
  async send(
    @Body() body: CustomerSendMessageDto,
    @CurrentPrincipal() principal: Principal | null,
    @Ip() address: string,
  ): Promise<{ success: true; chatMessage: ChatMessageView; session: ChatSessionView }> {
    const stored = await this.messages.sendFromRest(principal, body, address);
    return { success: true, chatMessage: toMessageView(stored.message), session: toSessionView(stored.session) };
  }

  @Get('sessions/current/messages')
  async current(
    @Query() query: MessagesAfterQuery,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<{ session: ChatSessionView | null; messages: ChatMessageView[] }> {
    return this.history.currentConversation(principal, query.after);
  }

  /** The REST twin of chat:transcript: e-mails the caller's own conversation (once per 10 minutes). */
  @Post('sessions/:sessionId/transcript')
  @HttpCode(202)
  transcript(
    @Param('sessionId', uuidOr404('chat_session_not_found', 'Chat session not found')) sessionId: string,
    @CurrentPrincipal() principal: Principal | null,
  ): Promise<ChatTranscriptSent> {
    return this.transcripts.send(principal, sessionId);
  }
}
