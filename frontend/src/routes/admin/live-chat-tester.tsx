import { paths } from '@/config/paths';
import { AutoReplyTester } from '@/features/admin-chat/components/auto-reply-tester';

/** /admin/live-chat/tester: the auto-reply tester (decision 8 in docs/product/README.md#decisions). */
export function AdminLiveChatTesterRoute() {
  return <AutoReplyTester inboxPath={paths.admin.liveChat} settingsPath={paths.admin.liveChatSettings} />;
}
