import { paths } from '@/config/paths';
import { AutoReplyTester } from '@/features/admin-chat/components/auto-reply-tester';

/** /admin/live-chat/tester: the auto-reply tester (DESIGN decision 8: the prototype's test pages). */
export function AdminLiveChatTesterRoute() {
  return <AutoReplyTester inboxPath={paths.admin.liveChat} settingsPath={paths.admin.liveChatSettings} />;
}
