import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ChatMessageView, ChatRead, ChatSessionView } from '@kedai/contracts';
import { uuidOr404 } from '../../core/http/params';
import { AdminOnly, CurrentUser } from '../../core/security/auth.decorators';
import { UserPrincipal } from '../../core/security/principal';
import { AutoReplyTestResult, ChatConfigService } from './chat-config.service';
import { ChatService } from './chat.service';
import { toMessageView, toSessionView } from './chat.view';
import { UpdateChatSettingsDto } from './dto/chat-settings.dto';
import { AdminAutoReplyDto, AgentMessageDto, AutoReplyTestDto, ListSessionsQuery } from './dto/chat-message.dto';
import { ChatSettings } from './entities/chat-settings.entity';

const sessionParam = () => uuidOr404('chat_session_not_found', 'Chat session not found');

@ApiTags('admin: chat')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/chat')
export class AdminChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly config: ChatConfigService,
  ) {}

  @Get('sessions')
  async sessions(@Query() query: ListSessionsQuery): Promise<{ sessions: ChatSessionView[] }> {
    const sessions = await this.chat.listSessions(query.search, query.unreadOnly === 'true');
    return { sessions: sessions.map(toSessionView) };
  }

  @Get('sessions/:sessionId/messages')
  async messages(@Param('sessionId', sessionParam()) sessionId: string): Promise<{ messages: ChatMessageView[] }> {
    return { messages: await this.chat.sessionMessages(sessionId) };
  }

  @Post('sessions/:sessionId/messages')
  async send(
    @Param('sessionId', sessionParam()) sessionId: string,
    @Body() body: AgentMessageDto,
    @CurrentUser() agent: UserPrincipal,
  ): Promise<{ chatMessage: ChatMessageView }> {
    const stored = await this.chat.sendAsAgent(agent, sessionId, body.message, body.clientId);
    return { chatMessage: toMessageView(stored.message) };
  }

  @Post('sessions/:sessionId/auto-reply')
  async autoReply(
    @Param('sessionId', sessionParam()) sessionId: string,
    @Body() body: AdminAutoReplyDto,
  ): Promise<{ chatMessage: ChatMessageView }> {
    const stored = await this.chat.sendManualAutoReply(sessionId, body.message, body.ruleId);
    return { chatMessage: toMessageView(stored.message) };
  }

  @Put('sessions/:sessionId/mark-read')
  async markRead(@Param('sessionId', sessionParam()) sessionId: string): Promise<ChatRead> {
    return this.chat.markReadByAgent(sessionId);
  }

  @Post('sessions/:sessionId/end')
  @HttpCode(200)
  async end(@Param('sessionId', sessionParam()) sessionId: string): Promise<{ session: ChatSessionView }> {
    return { session: toSessionView(await this.chat.end(sessionId)) };
  }

  @Get('settings')
  async settings(): Promise<{ settings: ChatSettings }> {
    return { settings: await this.config.getSettings() };
  }

  @Put('settings')
  async updateSettings(@Body() body: UpdateChatSettingsDto): Promise<{ settings: ChatSettings }> {
    return { settings: await this.config.updateSettings(body) };
  }

  @Post('auto-reply-test')
  @HttpCode(200)
  test(@Body() body: AutoReplyTestDto): Promise<AutoReplyTestResult> {
    return this.config.test(body.message, body.orderId);
  }
}
