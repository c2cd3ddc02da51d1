import {
  chatHoursOrDefault,
  type AutoReplyRuleView,
  type ChatSettingsView,
  type QuickReplyView,
} from '@kedai/contracts';
import { AutoReplyRule } from '../entities/auto-reply-rule.entity';
import { ChatSettings } from '../entities/chat-settings.entity';
import { QuickReply } from '../entities/quick-reply.entity';

export function toRuleView(rule: AutoReplyRule): AutoReplyRuleView {
  return {
    id: rule.id,
    name: rule.name,
    keywords: rule.keywords,
    response: rule.response,
    translations: rule.translations ?? {},
    isActive: rule.isActive,
    priority: rule.priority,
    category: rule.category,
    createdAt: rule.createdAt.toISOString(),
    updatedAt: rule.updatedAt.toISOString(),
  };
}

export function toQuickReplyView(reply: QuickReply): QuickReplyView {
  return {
    id: reply.id,
    title: reply.title,
    content: reply.content,
    translations: reply.translations ?? {},
    category: reply.category,
    isActive: reply.isActive,
    createdAt: reply.createdAt.toISOString(),
  };
}

export function toSettingsView(settings: ChatSettings): ChatSettingsView {
  return {
    autoReplyEnabled: settings.autoReplyEnabled,
    responseDelaySeconds: settings.responseDelaySeconds,
    hours: chatHoursOrDefault(settings.hours),
    autoAssignEnabled: settings.autoAssignEnabled,
    autoAssignCap: settings.autoAssignCap,
    updatedAt: settings.updatedAt.toISOString(),
  };
}
