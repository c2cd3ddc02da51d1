import type { RecoveryCodes, TwoFactorSetup } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useRenewRecoveryCodes,
  useStartTwoFactor,
  useTwoFactorStatus,
} from '../api/two-factor';
import styles from './account-security.module.css';

interface CodeAction {
  label: string;
  pending: boolean;
  onSubmit: (code: string) => void;
  variant?: 'primary' | 'secondary' | 'danger-outline';
}

/** One code box and its buttons: turning it on, renewing the recovery codes, turning it off. */
function CodeForm({ label, actions }: { label: string; actions: CodeAction[] }) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = actions[Number(submitter?.getAttribute('data-action') ?? 0)];
    if (code.trim() && action) action.onSubmit(code.trim());
  };
  return (
    <form className={styles.row} onSubmit={submit}>
      <Field label={label}>
        {(control) => (
          <Input
            {...control}
            name="code"
            autoComplete="one-time-code"
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
        )}
      </Field>
      {actions.map((action, index) => (
        <Button key={action.label} type="submit" data-action={index} variant={action.variant} loading={action.pending}>
          {action.label}
        </Button>
      ))}
    </form>
  );
}

function RecoveryCodesList({ codes, onDone, lng }: { codes: RecoveryCodes; onDone: () => void; lng?: string }) {
  const { t } = useTranslation('security', lng ? { lng } : undefined);
  return (
    <div className={styles.section}>
      <h3>{t('twoFactor.recoveryHeading')}</h3>
      <Alert tone="warning">{t('twoFactor.recoveryLead')}</Alert>
      <ul className={styles.codes} data-testid="recovery-codes">
        {codes.recoveryCodes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div>
        <Button onClick={onDone}>{t('twoFactor.recoveryDone')}</Button>
      </div>
    </div>
  );
}

/**
 * Two-factor sign-in for the signed-in account (docs/product/account-security.md): turn it on with a QR code
 * and a first code, see the recovery codes once, renew them, turn it off. `lng` fixes the language (admin).
 */
export function TwoFactorPanel({ lng, onEnabled }: { lng?: string; onEnabled?: () => void }) {
  const { t } = useTranslation('security', lng ? { lng } : undefined);
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const renew = useRenewRecoveryCodes();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<RecoveryCodes | null>(null);

  if (status.isPending) return <LoadingBlock label={t('sessions.loading')} />;
  if (status.isError) return <Alert tone="error">{errorMessage(status.error)}</Alert>;
  const state = status.data;
  const error = start.error ?? confirm.error ?? disable.error ?? renew.error;
  const finish = () => {
    setCodes(null);
    onEnabled?.();
  };

  return (
    <section className={styles.section} aria-labelledby="two-factor-heading">
      <h2 id="two-factor-heading">{t('twoFactor.heading')}</h2>
      <p className={styles.lead}>{t('twoFactor.lead')}</p>
      <p className={styles.status} data-testid="two-factor-status">
        {state.enabled
          ? t('twoFactor.statusOn', { date: formatDateTime(state.enabledAt ?? '') })
          : t('twoFactor.statusOff')}
        {state.enabled && ` · ${t('twoFactor.codesLeft', { count: state.recoveryCodesLeft })}`}
      </p>
      {state.required && <Alert tone="info">{t('twoFactor.required')}</Alert>}
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      {disable.isSuccess && !state.enabled && <Alert tone="success">{t('twoFactor.turnedOff')}</Alert>}

      {codes ? (
        <RecoveryCodesList codes={codes} onDone={finish} lng={lng} />
      ) : state.enabled ? (
        <>
          <CodeForm
            label={t('twoFactor.manageCode')}
            actions={[
              {
                label: t('twoFactor.renew'),
                variant: 'secondary',
                pending: renew.isPending,
                onSubmit: (code) => renew.mutate(code, { onSuccess: setCodes }),
              },
              ...(state.required
                ? []
                : [
                    {
                      label: t('twoFactor.disable'),
                      variant: 'danger-outline' as const,
                      pending: disable.isPending,
                      onSubmit: (code: string) => disable.mutate(code),
                    },
                  ]),
            ]}
          />
        </>
      ) : setup ? (
        <>
          <p className={styles.lead}>{t('twoFactor.scan')}</p>
          <img className={styles.qr} src={setup.qrCode} alt={t('twoFactor.qrAlt')} width={200} height={200} />
          <p className={styles.meta}>
            {t('twoFactor.secretLabel')} <span className={styles.secret}>{setup.secret}</span>
          </p>
          <CodeForm
            label={t('twoFactor.confirmCode')}
            actions={[
              {
                label: t('twoFactor.confirm'),
                pending: confirm.isPending,
                onSubmit: (code) =>
                  confirm.mutate(code, {
                    onSuccess: (result) => {
                      setSetup(null);
                      setCodes(result);
                    },
                  }),
              },
            ]}
          />
          <div>
            <Button variant="ghost" onClick={() => setSetup(null)}>
              {t('twoFactor.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <div>
          <Button loading={start.isPending} onClick={() => start.mutate(undefined, { onSuccess: setSetup })}>
            {t('twoFactor.start')}
          </Button>
        </div>
      )}
    </section>
  );
}
