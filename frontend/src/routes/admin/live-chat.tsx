import { paths } from '@/config/paths';
import { LiveChatInbox } from '@/features/admin-chat/components/live-chat-inbox';

/** /admin/live-chat: the agent inbox (admin spec §2 Admin Live Chat, Live Chat Support). */
export function AdminLiveChatRoute() {
  return <LiveChatInbox settingsPath={paths.admin.liveChatSettings} />;
}
