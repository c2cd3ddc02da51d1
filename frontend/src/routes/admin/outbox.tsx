import { useTranslation } from 'react-i18next';
import { OutboxScreen } from '@/features/admin-outbox/components/outbox-screen';

/** /admin/outbox: every e-mail with its real status (admin only). */
export function AdminOutboxRoute() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('outbox.pageTitle')}</title>
      <OutboxScreen />
    </>
  );
}
