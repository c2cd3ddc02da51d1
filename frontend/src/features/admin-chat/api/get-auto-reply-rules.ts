import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const AUTO_REPLY_CATEGORIES = ['activation', 'order', 'technical', 'general'] as const;
export type AutoReplyCategory = (typeof AUTO_REPLY_CATEGORIES)[number];

export interface AutoReplyRule {
  id: string;
  name: string;
  keywords: string[];
  response: string;
  isActive: boolean;
  priority: number;
  category: AutoReplyCategory;
  createdAt: string;
  updatedAt: string;
}

export type AutoReplyRuleInput = Pick<
  AutoReplyRule,
  'name' | 'keywords' | 'response' | 'isActive' | 'priority' | 'category'
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
