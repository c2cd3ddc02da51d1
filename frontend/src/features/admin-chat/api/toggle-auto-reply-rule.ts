import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { autoReplyRulesKey, type AutoReplyRule } from './get-auto-reply-rules';

/** POST /api/admin/chat/auto-reply-rules/{id}/toggle: active ↔ inactive. */
export async function toggleAutoReplyRule(id: string): Promise<AutoReplyRule> {
  const { rule } = await api.post<{ rule: AutoReplyRule }>(
    `/admin/chat/auto-reply-rules/${encodeURIComponent(id)}/toggle`,
  );
  return rule;
}

export function useToggleAutoReplyRule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAutoReplyRule,
    onSuccess: (rule) => {
      queryClient.setQueryData<AutoReplyRule[]>(autoReplyRulesKey, (list) =>
        list?.map((item) => (item.id === rule.id ? rule : item)),
      );
    },
  });
}
