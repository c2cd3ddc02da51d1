import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { WhatsappFollowUpTemplate, WhatsappTemplateSendInput } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export const followUpTemplatesKey = ['admin', 'channels', 'whatsapp', 'follow-up-templates'] as const;

/** GET /api/admin/channels/whatsapp/follow-up-templates (agents too): the approved templates agents may send. */
export function useFollowUpTemplates(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: followUpTemplatesKey,
      queryFn: ({ signal }) =>
        api.get<WhatsappFollowUpTemplate[]>('/admin/channels/whatsapp/follow-up-templates', { signal }),
      enabled,
    }),
  );
}

/** POST …/sessions/{sessionId}/template: the message arrives in the conversation live like any reply. */
export function useSendFollowUp(sessionId: string) {
  return useMutation({
    mutationFn: (input: WhatsappTemplateSendInput) =>
      api.post<{ messageId: string }>(
        `/admin/channels/whatsapp/sessions/${encodeURIComponent(sessionId)}/template`,
        input,
      ),
  });
}
