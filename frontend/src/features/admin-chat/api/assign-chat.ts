import type { AssignChatRequest, ChatSessionView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** PUT /api/admin/chat/sessions/{id}/assignee: give the chat to an active staff member, or nobody (null). */
export async function assignChat(sessionId: string, assigneeId: string | null): Promise<ChatSessionView> {
  const body: AssignChatRequest = { assigneeId };
  const { session } = await api.put<{ session: ChatSessionView }>(
    `/admin/chat/sessions/${encodeURIComponent(sessionId)}/assignee`,
    body,
  );
  return session;
}
