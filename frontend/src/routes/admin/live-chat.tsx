import { paths } from '@/config/paths';
import { LiveChatInbox } from '@/features/admin-chat/components/live-chat-inbox';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/live-chat: the agent inbox (docs/product/chat.md#agent-inbox). */
export function AdminLiveChatRoute() {
  const { user } = useAuth();
  // The rules and delay are the shop's settings: admins only.
  return (
    <LiveChatInbox
      settingsPath={user?.role === 'admin' ? paths.admin.liveChatSettings : undefined}
      me={user?.id ?? null}
    />
  );
}
