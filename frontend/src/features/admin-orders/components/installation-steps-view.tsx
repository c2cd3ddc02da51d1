import { useState } from 'react';
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

/** The installation steps of one order in e-mail format, customer or admin version (admin spec §7). */
export function InstallationStepsView({ orderId }: { orderId: string }) {
  const [version, setVersion] = useState<InstallationStepsVersion>('customer');
  const steps = useInstallationSteps(orderId, version);
  const data = steps.data;

  return (
    <section className={styles.page} aria-labelledby="steps-title">
      <header className={styles.header}>
        <div>
          <h1 id="steps-title" className={styles.title}>
            Installation Steps
          </h1>
          <p className={styles.subtitle}>Order {shortOrderId(orderId)}</p>
        </div>
        <div className={styles.actions} role="group" aria-label="Version">
          {(['customer', 'admin'] as const).map((value) => (
            <Button
              key={value}
              size="sm"
              variant={version === value ? 'primary' : 'secondary'}
              aria-pressed={version === value}
              disabled={data !== undefined && (value === 'admin' ? !data.hasAdminVersion : !data.hasCustomerVersion)}
              onClick={() => setVersion(value)}
            >
              {value === 'customer' ? 'Customer' : 'Admin'}
            </Button>
          ))}
        </div>
      </header>

      {version === 'customer' ? (
        <Alert tone="info" title="Customer version">
          This is what the customer receives by e-mail.
        </Alert>
      ) : (
        <Alert tone="warning" title="Admin version">
          This version contains sensitive details (account credentials). Do not forward it to customers.
        </Alert>
      )}

      {steps.isPending ? (
        <LoadingBlock label="Loading installation steps..." />
      ) : steps.isError ? (
        <Alert tone="error" title="Failed to load installation steps">
          {installationStepsErrorReason(steps.error)}
        </Alert>
      ) : (
        <div className={styles.panel}>
          <div className={styles.panelBody}>
            <dl className={styles.facts}>
              <dt>Customer e-mail</dt>
              <dd>{steps.data.customerEmail ?? '—'}</dd>
              <dt>Activation code</dt>
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
