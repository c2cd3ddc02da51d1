import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBearerAuth, ApiConsumes, ApiTags } from '@nestjs/swagger';
import { CHAT_ATTACHMENT_MAX_BYTES } from '@kedai/contracts';
import { TooLargeMessageInterceptor, UploadedBinary, uploadLimits } from '../../../core/http/uploaded-file';
import { ATTACHMENT_MESSAGES } from '../rules/chat-attachment-rules';
import { ChatAttachments } from '../services/chat-attachments.service';
import type {
  MissedChatAlerts,
  AutoReplyTestResult,
  ChatMessageView,
  ChatRead,
  ChatSessionView,
  ChatSettingsView,
} from '@kedai/contracts';
import { uuidOr404 } from '../../../core/http/params';
import { AdminOnly, CurrentUser, StaffOnly } from '../../../core/security/auth.decorators';
import { UserPrincipal } from '../../../core/security/principal';
import { assigneeFilter } from '../services/chat-assignment.service';
import { ChatConfigService } from '../services/chat-config.service';
import { ChatLabelsService } from '../services/chat-labels.service';
import { ChatAutoAssignService } from '../services/chat-auto-assign.service';
import { ChatCustomerPresenceService } from '../services/chat-customer-presence.service';
import { toSettingsView } from '../read/chat-config.view';
import { ChatHistoryService } from '../services/chat-history.service';
import { ChatMessagesService } from '../services/chat-messages.service';
import { ChatReadsService } from '../services/chat-reads.service';
import { ChatSessionsService } from '../services/chat-sessions.service';
import { toMessageView } from '../read/chat.view';
import { UpdateChatSettingsDto } from '../dto/chat-settings.dto';
import {
  AdminAutoReplyDto,
  AgentMessageDto,
  AutoReplyTestDto,
  ListSessionsQuery,
  MissedMessagesQuery,
} from '../dto/chat-message.dto';

const sessionParam = () => uuidOr404('chat_session_not_found', 'Chat session not found');

@ApiTags('admin: chat')
@ApiBearerAuth()
@StaffOnly()
@Controller('admin/chat')
export class AdminChatController {
  constructor(
    private readonly sessions: ChatSessionsService,
    private readonly history: ChatHistoryService,
    private readonly messages: ChatMessagesService,
    private readonly reads: ChatReadsService,
    private readonly config: ChatConfigService,
    private readonly customerPresence: ChatCustomerPresenceService,
    private readonly attachments: ChatAttachments,
    private readonly labels: ChatLabelsService,
    private readonly autoAssign: ChatAutoAssignService,
  ) {}

  @Get('sessions')
  async list(
    @Query() query: ListSessionsQuery,
    @CurrentUser() agent: UserPrincipal,
  ): Promise<{ sessions: ChatSessionView[] }> {
    const sessions = await this.sessions.listSessions(query.search, query.unreadOnly === 'true', {
      status: query.status,
      assigneeId: assigneeFilter(query.assignee, agent.userId),
      labelId: query.label,
      channel: query.channel,
    });
    const labels = await this.labels.labelIdsBySession(sessions.map((session) => session.id));
    return { sessions: sessions.map((session) => ({ ...session, labelIds: labels.get(session.id) ?? [] })) };
  }

  /** The conversations whose customer is connected now (the inbox's presence filter; kept live by chat:customer-presence). */
  @Get('customers-online')
  async customersOnline(): Promise<{ sessionIds: string[] }> {
    return { sessionIds: [...(await this.customerPresence.onlineSessionIds())] };
  }

  @Get('sessions/:sessionId/messages')
  async messagesOf(@Param('sessionId', sessionParam()) sessionId: string): Promise<{ messages: ChatMessageView[] }> {
    return { messages: await this.history.sessionMessages(sessionId) };
  }

  @Post('sessions/:sessionId/messages')
  async send(
    @Param('sessionId', sessionParam()) sessionId: string,
    @Body() body: AgentMessageDto,
    @CurrentUser() agent: UserPrincipal,
  ): Promise<{ chatMessage: ChatMessageView }> {
    const stored = await this.messages.sendAsAgent(agent, sessionId, body, { isNote: body.isNote === true });
    return { chatMessage: toMessageView(stored.message) };
  }

  /**
   * An agent sends a picture or PDF (multipart: `file`, optional `message` as its caption, `clientId`, and
   * `isNote` "true" for a staff-only note). The same checks as the customer's upload; nothing stored when refused.
   */
  @Post('sessions/:sessionId/attachments')
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    new TooLargeMessageInterceptor(ATTACHMENT_MESSAGES.tooLarge, ATTACHMENT_MESSAGES.oneFile),
    // preservePath: the name as sent, so one with folders in it is refused rather than quietly cut.
    FileInterceptor('file', { ...uploadLimits(CHAT_ATTACHMENT_MAX_BYTES), preservePath: true }),
  )
  async sendAttachment(
    @Param('sessionId', sessionParam()) sessionId: string,
    @UploadedFile() file: UploadedBinary | undefined,
    @Body() body: Record<string, unknown>,
    @CurrentUser() agent: UserPrincipal,
  ): Promise<{ chatMessage: ChatMessageView }> {
    const prepared = await this.attachments.prepare(file?.buffer, file?.originalname);
    const stored = await this.messages.sendAsAgent(
      agent,
      sessionId,
      { message: typeof body.message === 'string' ? body.message : '', clientId: body.clientId as string | undefined },
      { isNote: body.isNote === 'true', file: prepared },
    );
    return { chatMessage: toMessageView(stored.message) };
  }

  @Post('sessions/:sessionId/auto-reply')
  async autoReply(
    @Param('sessionId', sessionParam()) sessionId: string,
    @Body() body: AdminAutoReplyDto,
  ): Promise<{ chatMessage: ChatMessageView }> {
    const stored = await this.messages.sendManualAutoReply(sessionId, body.message, body.ruleId);
    return { chatMessage: toMessageView(stored.message) };
  }

  @Put('sessions/:sessionId/mark-read')
  async markRead(@Param('sessionId', sessionParam()) sessionId: string): Promise<ChatRead> {
    return this.reads.markReadByAgent(sessionId);
  }

  @Post('sessions/:sessionId/end')
  @HttpCode(200)
  async end(@Param('sessionId', sessionParam()) sessionId: string): Promise<{ session: ChatSessionView }> {
    return { session: await this.sessions.end(sessionId) };
  }

  /**
   * After a reconnect: the customers' messages this screen missed, and the notes that named this agent, to alert
   * for them as if they came live.
   */
  @Get('messages')
  async missed(@CurrentUser() agent: UserPrincipal, @Query() query: MissedMessagesQuery): Promise<MissedChatAlerts> {
    const [messages, mentions] = await Promise.all([
      this.history.missedByAgents(query),
      this.history.missedMentions(agent.userId, query),
    ]);
    return { messages, mentions };
  }

  @Get('settings')
  async settings(): Promise<{ settings: ChatSettingsView }> {
    return { settings: toSettingsView(await this.config.getSettings()) };
  }

  @AdminOnly()
  @Put('settings')
  async updateSettings(@Body() body: UpdateChatSettingsDto): Promise<{ settings: ChatSettingsView }> {
    const settings = toSettingsView(await this.config.updateSettings(body));
    // Switched on (or a higher cap): the conversations waiting now are handed out at once.
    if (settings.autoAssignEnabled) await this.autoAssign.run();
    return { settings };
  }

  @Post('auto-reply-test')
  @HttpCode(200)
  test(@Body() body: AutoReplyTestDto): Promise<AutoReplyTestResult> {
    return this.config.test(body.message, body.orderId, body.at, body.language);
  }
}
