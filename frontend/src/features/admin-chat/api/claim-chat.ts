import type { ChatSessionView } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** POST /api/admin/chat/sessions/{id}/claim: the caller takes an unassigned chat (409 when someone has it). */
export async function claimChat(sessionId: string): Promise<ChatSessionView> {
  const { session } = await api.post<{ session: ChatSessionView }>(
    `/admin/chat/sessions/${encodeURIComponent(sessionId)}/claim`,
  );
  return session;
}
