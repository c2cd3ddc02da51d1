import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
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
import { ChatCustomerPresenceService } from '../services/chat-customer-presence.service';
import { toSettingsView } from '../read/chat-config.view';
import { ChatHistoryService } from '../services/chat-history.service';
import { ChatMessagesService } from '../services/chat-messages.service';
import { ChatReadsService } from '../services/chat-reads.service';
import { ChatSessionsService } from '../services/chat-sessions.service';
import { toMessageView } from '../read/chat.view';
import { UpdateChatSettingsDto } from '../dto/chat-settings.dto';
import { AdminAutoReplyDto, AgentMessageDto, AutoReplyTestDto, ListSessionsQuery } from '../dto/chat-message.dto';

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
  ) {}

  @Get('sessions')
  async list(
    @Query() query: ListSessionsQuery,
    @CurrentUser() agent: UserPrincipal,
  ): Promise<{ sessions: ChatSessionView[] }> {
    return {
      sessions: await this.sessions.listSessions(query.search, query.unreadOnly === 'true', {
        status: query.status,
        assigneeId: assigneeFilter(query.assignee, agent.userId),
      }),
    };
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
    const stored = await this.messages.sendAsAgent(agent, sessionId, body);
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

  @Get('settings')
  async settings(): Promise<{ settings: ChatSettingsView }> {
    return { settings: toSettingsView(await this.config.getSettings()) };
  }

  @AdminOnly()
  @Put('settings')
  async updateSettings(@Body() body: UpdateChatSettingsDto): Promise<{ settings: ChatSettingsView }> {
    return { settings: toSettingsView(await this.config.updateSettings(body)) };
  }

  @Post('auto-reply-test')
  @HttpCode(200)
  test(@Body() body: AutoReplyTestDto): Promise<AutoReplyTestResult> {
    return this.config.test(body.message, body.orderId, body.at, body.language);
  }
}
