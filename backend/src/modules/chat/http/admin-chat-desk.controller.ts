import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ChatLabelView, ChatSearchHit } from '@kedai/contracts';
import { uuidOr404 } from '../../../core/http/params';
import { AdminOnly, StaffOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
import { ChatLabelsService } from '../services/chat-labels.service';
import { ChatSearchService } from '../services/chat-search.service';
import { ChatLabelDto, ChatSearchQuery } from '../dto/chat-message.dto';

const labelParam = () => uuidOr404('chat_label_not_found', 'Label not found');
const sessionParam = () => uuidOr404('chat_session_not_found', 'Chat session not found');

/** The support desk's labels and message search (docs/product/chat.md "Labels", "Search in messages"). */
@ApiTags('admin: chat')
@ApiBearerAuth()
@StaffOnly()
@Controller('admin/chat')
export class AdminChatDeskController {
  constructor(
    private readonly labels: ChatLabelsService,
    private readonly searching: ChatSearchService,
  ) {}

  /** Every agent reads the list (to label and filter); only admins change it. */
  @Get('labels')
  async list(): Promise<{ labels: ChatLabelView[] }> {
    return { labels: await this.labels.list() };
  }

  @AdminOnly()
  @Post('labels')
  async create(@Actor() actor: StaffActor, @Body() body: ChatLabelDto): Promise<{ label: ChatLabelView }> {
    return { label: await this.labels.create(actor, { name: body.name as string, colour: body.colour as string }) };
  }

  @AdminOnly()
  @Put('labels/:labelId')
  async update(
    @Actor() actor: StaffActor,
    @Param('labelId', labelParam()) labelId: string,
    @Body() body: ChatLabelDto,
  ): Promise<{ label: ChatLabelView }> {
    return { label: await this.labels.update(actor, labelId, body) };
  }

  @AdminOnly()
  @Delete('labels/:labelId')
  @HttpCode(204)
  remove(@Actor() actor: StaffActor, @Param('labelId', labelParam()) labelId: string): Promise<void> {
    return this.labels.remove(actor, labelId);
  }

  /** Puts a label on a conversation (idempotent); answers the conversation's labels. */
  @Put('sessions/:sessionId/labels/:labelId')
  async label(
    @Actor() actor: StaffActor,
    @Param('sessionId', sessionParam()) sessionId: string,
    @Param('labelId', labelParam()) labelId: string,
  ): Promise<{ sessionId: string; labelIds: string[] }> {
    return { sessionId, labelIds: await this.labels.add(actor, sessionId, labelId) };
  }

  /** Takes a label off a conversation (idempotent); answers the conversation's labels. */
  @Delete('sessions/:sessionId/labels/:labelId')
  async unlabel(
    @Actor() actor: StaffActor,
    @Param('sessionId', sessionParam()) sessionId: string,
    @Param('labelId', labelParam()) labelId: string,
  ): Promise<{ sessionId: string; labelIds: string[] }> {
    return { sessionId, labelIds: await this.labels.removeFrom(actor, sessionId, labelId) };
  }

  /** Messages whose text contains the term, newest first (at most 50), with their conversation. */
  @Get('search')
  async search(@Query() query: ChatSearchQuery): Promise<{ results: ChatSearchHit[] }> {
    return { results: await this.searching.search(query.q) };
  }
}
