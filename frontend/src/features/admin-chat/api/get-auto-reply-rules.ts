import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AutoReplyRuleView as AutoReplyRule } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export {
  AUTO_REPLY_CATEGORIES,
  type AutoReplyCategory,
  type AutoReplyRuleView as AutoReplyRule,
} from '@kedai/contracts';

export type AutoReplyRuleInput = Pick<
  AutoReplyRule,
  'name' | 'keywords' | 'response' | 'translations' | 'isActive' | 'priority' | 'category'
>;

export const autoReplyRulesKey = ['admin', 'chat', 'auto-reply-rules'] as const;

/** GET /api/admin/chat/auto-reply-rules, in the order they are tried (lowest priority number first). */
export async function getAutoReplyRules(signal?: AbortSignal): Promise<AutoReplyRule[]> {
  const { rules } = await api.get<{ rules: AutoReplyRule[] }>('/admin/chat/auto-reply-rules', { signal });
  return [...rules].sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
}

export const autoReplyRulesQueryOptions = () =>
  queryOptions({ queryKey: autoReplyRulesKey, queryFn: ({ signal }) => getAutoReplyRules(signal) });

export function useAutoReplyRules() {
  return useQuery(autoReplyRulesQueryOptions());
}
