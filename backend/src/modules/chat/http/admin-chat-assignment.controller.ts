import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ChatAssignee, ChatAssignmentEventView, ChatSessionView } from '@kedai/contracts';
import { uuidOr404 } from '../../../core/http/params';
import { CurrentUser, StaffOnly } from '../../../core/security/auth.decorators';
import { UserPrincipal } from '../../../core/security/principal';
import { ChatAssignmentService } from '../services/chat-assignment.service';
import { AssignChatDto } from '../dto/chat-message.dto';

const sessionParam = () => uuidOr404('chat_session_not_found', 'Chat session not found');

/** Who works a chat: claim, assign, the staff a chat can be given to (docs/realtime.md "Assignment"). */
@ApiTags('admin: chat')
@ApiBearerAuth()
@StaffOnly()
@Controller('admin/chat')
export class AdminChatAssignmentController {
  constructor(private readonly assignment: ChatAssignmentService) {}

  /** Who a chat can be given to: active admins and agents. */
  @Get('assignees')
  async assignees(): Promise<{ assignees: ChatAssignee[] }> {
    return { assignees: await this.assignment.assignees() };
  }

  /** The conversation's assignment timeline (claimed, assigned, auto, handed back…), oldest first. */
  @Get('sessions/:sessionId/assignments')
  async timeline(
    @Param('sessionId', sessionParam()) sessionId: string,
  ): Promise<{ assignments: ChatAssignmentEventView[] }> {
    return { assignments: await this.assignment.timeline(sessionId) };
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
}
