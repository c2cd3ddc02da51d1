import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { autoReplyRulesKey, type AutoReplyRule, type AutoReplyRuleInput } from './get-auto-reply-rules';

/** POST /api/admin/chat/auto-reply-rules (no id) or PUT /api/admin/chat/auto-reply-rules/{id}. */
export async function saveAutoReplyRule({
  id,
  ...input
}: AutoReplyRuleInput & { id?: string }): Promise<AutoReplyRule> {
  const { rule } = id
    ? await api.put<{ rule: AutoReplyRule }>(`/admin/chat/auto-reply-rules/${encodeURIComponent(id)}`, input)
    : await api.post<{ rule: AutoReplyRule }>('/admin/chat/auto-reply-rules', input);
  return rule;
}

export function useSaveAutoReplyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAutoReplyRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: autoReplyRulesKey }),
  });
}
