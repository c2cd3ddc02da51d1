import { paths } from '@/config/paths';
import { LiveChatInbox } from '@/features/admin-chat/components/live-chat-inbox';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/live-chat: the agent inbox (admin spec §2 Admin Live Chat, Live Chat Support). */
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
