import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { LiveChatInbox } from '@/features/admin-chat/components/live-chat-inbox';
import { ProblemReportCards } from '@/features/admin-problem-reports/components/problem-report-cards';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** /admin/live-chat: the agent inbox (docs/product/chat.md#agent-inbox). */
export function AdminLiveChatRoute() {
  const { t } = useTranslation('admin-chat');
  const { user } = useAuth();
  // The rules and delay are the shop's settings: admins only.
  return (
    <>
      <title>{t('inbox.pageTitle')}</title>
      <LiveChatInbox
        settingsPath={user?.role === 'admin' ? paths.admin.liveChatSettings : undefined}
        me={user?.id ?? null}
        myName={user?.name ?? null}
        sessionTop={(sessionId) => (
          <ProblemReportCards key={sessionId} sessionId={sessionId} isAdmin={user?.role === 'admin'} />
        )}
      />
    </>
  );
}
