import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGuideConfigs } from '../api/get-guide-configs';
import { useFlash } from '@/hooks/use-flash';
import { GuideConfigCard } from './guide-config-card';
import styles from './guide-configs.module.css';
import { AdminPage, AdminPageHeader } from '@/components/admin/admin-page';

/**
 * Installation guide manager (docs/product/admin.md#installation-guide-manager): per product the default keyword,
 * masked password, instructions, keywords and a preview; edited in place and saved to the server store the unified
 * password manager also uses.
 */
export function InstallationGuideManager() {
  const { t } = useTranslation('admin-catalog');
  const configs = useGuideConfigs();
  const { flash, setFlash, clear } = useFlash();

  return (
    <AdminPage labelledBy="guide-manager-title">
      <AdminPageHeader
        id="guide-manager-title"
        title={t('guides.manager.title')}
        subtitle={t('guides.manager.subtitle')}
        actions={
          <Button variant="secondary" onClick={() => void configs.refetch()} loading={configs.isFetching}>
            {t('guides.manager.refresh')}
          </Button>
        }
      />

      {flash && (
        <Alert tone={flash.tone} onDismiss={clear}>
          {flash.text}
        </Alert>
      )}

      {configs.isPending ? (
        <Spinner label={t('guides.manager.loading')} />
      ) : configs.isError ? (
        <Alert tone="error">
          {t('guides.manager.loadFailed')}{' '}
          <Button size="sm" variant="secondary" onClick={() => void configs.refetch()}>
            {t('guides.manager.retry')}
          </Button>
        </Alert>
      ) : configs.data.length === 0 ? (
        <p className={styles.empty}>{t('guides.manager.empty')}</p>
      ) : (
        <div className={styles.grid}>
          {configs.data.map((config) => (
            <GuideConfigCard key={`${config.id}-${config.updatedAt}`} config={config} onResult={setFlash} />
          ))}
        </div>
      )}
    </AdminPage>
  );
}
