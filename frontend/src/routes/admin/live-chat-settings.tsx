import { paths } from '@/config/paths';
import { ChatSettingsScreen } from '@/features/admin-chat/components/chat-settings';

/** /admin/live-chat/settings: auto-reply settings, rules and quick replies (docs/product/chat.md#auto-replies). */
export function AdminLiveChatSettingsRoute() {
  return <ChatSettingsScreen inboxPath={paths.admin.liveChat} testerPath={paths.admin.liveChatTester} />;
}
