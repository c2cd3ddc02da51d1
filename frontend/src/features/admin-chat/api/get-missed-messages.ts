import type { MissedChatAlerts } from '@kedai/contracts';
import { api } from '@/lib/api-client';

/** Where the agent's screen stopped hearing: the newest message it saw, or (none yet) a time. */
export type MissedCursor = { after: string } | { since: string };

/**
 * GET /api/admin/chat/messages: customers' messages after the cursor, oldest first, with their conversations, and
 * the notes that named this agent meanwhile.
 */
export async function getMissedMessages(cursor: MissedCursor): Promise<MissedChatAlerts> {
  const query = new URLSearchParams('after' in cursor ? { after: cursor.after } : { since: cursor.since });
  return api.get<MissedChatAlerts>(`/admin/chat/messages?${query}`);
}
