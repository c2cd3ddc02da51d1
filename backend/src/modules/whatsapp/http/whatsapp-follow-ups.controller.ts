import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import type { WhatsappFollowUpTemplate, WhatsappTemplateSendInput } from '@kedai/contracts';
import { uuidOr404 } from '../../../core/http/params';
import { CurrentUser, StaffOnly } from '../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../core/security/principal';
import { WhatsappFollowUps } from '../services/whatsapp-follow-ups.service';

/** The inbox's follow-ups (agents too): the approved templates, and sending one in a closed conversation. */
@Controller('admin/channels/whatsapp')
@StaffOnly()
export class WhatsappFollowUpsController {
  constructor(private readonly followUps: WhatsappFollowUps) {}

  @Get('follow-up-templates')
  templates(): Promise<WhatsappFollowUpTemplate[]> {
    return this.followUps.templates();
  }

  @Post('sessions/:sessionId/template')
  send(
    @CurrentUser() agent: UserPrincipal,
    @Param('sessionId', uuidOr404('chat_session_not_found', 'Chat session not found')) sessionId: string,
    @Body() body: WhatsappTemplateSendInput,
  ): Promise<{ messageId: string }> {
    return this.followUps.send(agent, sessionId, body);
  }
}
