import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { AutoReplyRuleView, QuickReplyView } from '@kedai/contracts';
import { uuidOr404 } from '../../../core/http/params';
import { AdminOnly, StaffOnly } from '../../../core/security/auth.decorators';
import { ChatConfigService } from '../services/chat-config.service';
import { toQuickReplyView, toRuleView } from '../read/chat-config.view';
import { CreateAutoReplyRuleDto, UpdateAutoReplyRuleDto } from '../dto/auto-reply-rule.dto';
import { CreateQuickReplyDto, UpdateQuickReplyDto } from '../dto/quick-reply.dto';

const ruleParam = () => uuidOr404('auto_reply_rule_not_found', 'Auto-reply rule not found');
const quickReplyParam = () => uuidOr404('quick_reply_not_found', 'Quick reply not found');

@ApiTags('admin: chat')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/chat/auto-reply-rules')
export class AdminAutoReplyRulesController {
  constructor(private readonly config: ChatConfigService) {}

  @Get()
  async list(): Promise<{ rules: AutoReplyRuleView[] }> {
    return { rules: (await this.config.listRules()).map(toRuleView) };
  }

  @Post()
  async create(@Body() body: CreateAutoReplyRuleDto): Promise<{ rule: AutoReplyRuleView }> {
    return { rule: toRuleView(await this.config.createRule(body)) };
  }

  @Put(':id')
  async update(
    @Param('id', ruleParam()) id: string,
    @Body() body: UpdateAutoReplyRuleDto,
  ): Promise<{ rule: AutoReplyRuleView }> {
    return { rule: toRuleView(await this.config.updateRule(id, body)) };
  }

  @Post(':id/toggle')
  @HttpCode(200)
  async toggle(@Param('id', ruleParam()) id: string): Promise<{ rule: AutoReplyRuleView }> {
    return { rule: toRuleView(await this.config.toggleRule(id)) };
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', ruleParam()) id: string): Promise<void> {
    return this.config.deleteRule(id);
  }
}

@ApiTags('admin: chat')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/chat/quick-replies')
export class AdminQuickRepliesController {
  constructor(private readonly config: ChatConfigService) {}

  /** Agents use quick replies; only admins change them. */
  @StaffOnly()
  @Get()
  async list(): Promise<{ quickReplies: QuickReplyView[] }> {
    return { quickReplies: (await this.config.listQuickReplies()).map(toQuickReplyView) };
  }

  @Post()
  async create(@Body() body: CreateQuickReplyDto): Promise<{ quickReply: QuickReplyView }> {
    return { quickReply: toQuickReplyView(await this.config.createQuickReply(body)) };
  }

  @Put(':id')
  async update(
    @Param('id', quickReplyParam()) id: string,
    @Body() body: UpdateQuickReplyDto,
  ): Promise<{ quickReply: QuickReplyView }> {
    return { quickReply: toQuickReplyView(await this.config.updateQuickReply(id, body)) };
  }

  @Post(':id/toggle')
  @HttpCode(200)
  async toggle(@Param('id', quickReplyParam()) id: string): Promise<{ quickReply: QuickReplyView }> {
    return { quickReply: toQuickReplyView(await this.config.toggleQuickReply(id)) };
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', quickReplyParam()) id: string): Promise<void> {
    return this.config.deleteQuickReply(id);
  }
}
