import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import {
  installationStepsErrorReason,
  useInstallationSteps,
  type InstallationStepsVersion,
} from '../api/get-installation-steps';
import { shortOrderId } from '../order-labels';
import styles from './admin-screen.module.css';

/** The installation steps of one order in e-mail format, customer or admin version. */
export function InstallationStepsView({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin-orders');
  const [version, setVersion] = useState<InstallationStepsVersion>('customer');
  const steps = useInstallationSteps(orderId, version);
  const data = steps.data;

  return (
    <section className={styles.page} aria-labelledby="steps-title">
      <header className={styles.header}>
        <div>
          <h1 id="steps-title" className={styles.title}>
            {t('installationSteps.title')}
          </h1>
          <p className={styles.subtitle}>{t('installationSteps.order', { orderId: shortOrderId(orderId) })}</p>
        </div>
        <div className={styles.actions} role="group" aria-label={t('installationSteps.versionLabel')}>
          {(['customer', 'admin'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={version === value ? 'primary' : 'secondary'}
              aria-pressed={version === value}
              disabled={data !== undefined && (value === 'admin' ? !data.hasAdminVersion : !data.hasCustomerVersion)}
              onClick={() => setVersion(value)}
            >
              {t(`installationSteps.version.${value}`)}
            </Button>
          ))}
        </div>
      </header>

      {version === 'customer' ? (
        <Alert tone="info" title={t('installationSteps.customerTitle')}>
          {t('installationSteps.customerBody')}
        </Alert>
      ) : (
        <Alert tone="warning" title={t('installationSteps.adminTitle')}>
          {t('installationSteps.adminBody')}
        </Alert>
      )}

      {steps.isPending ? (
        <LoadingBlock label={t('installationSteps.loading')} />
      ) : steps.isError ? (
        <Alert tone="error" title={t('installationSteps.loadFailed')}>
          {installationStepsErrorReason(steps.error)}
        </Alert>
      ) : (
        <div className={styles.panel}>
          <div className={styles.panelBody}>
            <dl className={styles.facts}>
              <dt>{t('installationSteps.customerEmail')}</dt>
              <dd>{steps.data.customerEmail ?? '—'}</dd>
              <dt>{t('installationSteps.activationCode')}</dt>
              <dd>
                {steps.data.activationCode ? <code className={styles.code}>{steps.data.activationCode}</code> : '—'}
              </dd>
            </dl>
            <pre style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}>
              {steps.data.installationSteps}
            </pre>
          </div>
        </div>
      )}
    </section>
  );
}
