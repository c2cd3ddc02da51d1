import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type {
  AutoReplyTestResult,
  ChatAssignee,
  ChatCustomerOrders,
  ChatMessageView,
  ChatRead,
  ChatSessionView,
  ChatSettingsView,
  OrderChats,
} from '@kedai/contracts';
import { uuidOr404 } from '../../core/http/params';
import { AdminOnly, CurrentUser, StaffOnly } from '../../core/security/auth.decorators';
import { UserPrincipal } from '../../core/security/principal';
import { ChatAssignmentService } from './chat-assignment.service';
import { ChatConfigService } from './chat-config.service';
import { ChatCustomerOrdersService } from './chat-customer-orders.service';
import { toSettingsView } from './chat-config.view';
import { ChatHistoryService } from './chat-history.service';
import { ChatMessagesService } from './chat-messages.service';
import { ChatReadsService } from './chat-reads.service';
import { ChatSessionsService } from './chat-sessions.service';
import { toMessageView } from './chat.view';
import { UpdateChatSettingsDto } from './dto/chat-settings.dto';
import {
  AdminAutoReplyDto,
  AgentMessageDto,
  AssignChatDto,
  AutoReplyTestDto,
  ListSessionsQuery,
  OrderChatsQuery,
} from './dto/chat-message.dto';

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
    private readonly assignment: ChatAssignmentService,
    private readonly customerOrders: ChatCustomerOrdersService,
  ) {}

  @Get('sessions')
  async list(
    @Query() query: ListSessionsQuery,
    @CurrentUser() agent: UserPrincipal,
  ): Promise<{ sessions: ChatSessionView[] }> {
    const assigneeId =
      query.assignee === undefined
        ? undefined
        : query.assignee === 'none'
          ? null
          : query.assignee === 'me'
            ? agent.userId
            : query.assignee;
    return {
      sessions: await this.sessions.listSessions(query.search, query.unreadOnly === 'true', {
        status: query.status,
        assigneeId,
      }),
    };
  }

  /** Who a chat can be given to: active admins and agents. */
  @Get('assignees')
  async assignees(): Promise<{ assignees: ChatAssignee[] }> {
    return { assignees: await this.assignment.assignees() };
  }

  /** The caller takes an unassigned chat (409 chat_already_assigned when someone has it). */
  @Post('sessions/:sessionId/claim')
  @HttpCode(200)
  async claim(
    @Param('sessionId', sessionParam()) sessionId: string,
    @CurrentUser() agent: UserPrincipal,
  ): Promise<{ session: ChatSessionView }> {
    return { session: await this.assignment.claim(agent, sessionId) };
  }

  /** Gives the chat to an active staff member, or unassigns it (null). */
  @Put('sessions/:sessionId/assignee')
  async assign(
    @Param('sessionId', sessionParam()) sessionId: string,
    @Body() body: AssignChatDto,
    @CurrentUser() agent: UserPrincipal,
  ): Promise<{ session: ChatSessionView }> {
    return { session: await this.assignment.assign(agent, sessionId, body.assigneeId) };
  }

  /** The customer's orders beside the conversation. */
  @Get('sessions/:sessionId/orders')
  ordersOf(@Param('sessionId', sessionParam()) sessionId: string): Promise<ChatCustomerOrders> {
    return this.customerOrders.ordersOf(sessionId);
  }

  /** The newest chat of each order's customer (the Orders screen's "Open chat"). */
  @Get('order-chats')
  async orderChats(@Query() query: OrderChatsQuery): Promise<OrderChats> {
    return { chats: await this.customerOrders.chatsOf(query.orderIds) };
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
    return this.config.test(body.message, body.orderId, body.at);
  }
}
