import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useGuideConfigs } from '../api/get-guide-configs';
import { useFlash } from '@/hooks/use-flash';
import { GuideConfigCard } from './guide-config-card';
import styles from './guide-configs.module.css';

/**
 * Installation guide manager (admin spec §2): per product the default keyword, masked password,
 * instructions, keywords and a preview; edited in place and saved to the server store the unified
 * password manager also uses.
 */
export function InstallationGuideManager() {
  const configs = useGuideConfigs();
  const { flash, setFlash, clear } = useFlash();

  return (
    <section className={styles.page} aria-labelledby="guide-manager-title">
      <header className={styles.header}>
        <div>
          <h1 id="guide-manager-title" className={styles.title}>
            Installation Guide Manager
          </h1>
          <p className={styles.subtitle}>
            The keywords customers type in live chat to receive a product&apos;s account details. Answers go only to a
            chat tied to a paid order of that product.
          </p>
        </div>
        <Button variant="secondary" onClick={() => void configs.refetch()} loading={configs.isFetching}>
          Refresh
        </Button>
      </header>

      {flash && (
        <Alert tone={flash.tone} onDismiss={clear}>
          {flash.text}
        </Alert>
      )}

      {configs.isPending ? (
        <Spinner label="Loading configurations" />
      ) : configs.isError ? (
        <Alert tone="error">
          Failed to load installation guide configurations{' '}
          <Button size="sm" variant="secondary" onClick={() => void configs.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : configs.data.length === 0 ? (
        <p className={styles.empty}>No configurations found</p>
      ) : (
        <div className={styles.grid}>
          {configs.data.map((config) => (
            <GuideConfigCard key={`${config.id}-${config.updatedAt}`} config={config} onResult={setFlash} />
          ))}
        </div>
      )}
    </section>
  );
}
