import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { confirmEmailCode, requestEmailCode } from '../api/email-code';
import { setEmailProof } from '../email-proof-storage';
import styles from './email-proof.module.css';

/** The mailed code lasts 10 minutes (server: EMAIL_CODE_TTL_SECONDS); a new one may be asked after 60 s. */
export const CODE_VALID_MS = 10 * 60_000;
export const RESEND_AFTER_MS = 60_000;

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

/**
 * Proving an e-mail address on /redeem (and for a guest's "Download my data"): send a 6-digit code, then type it.
 * Says where the code went, counts down to Resend, and says plainly when the code has expired. `intro` says what
 * the proof is for (the order lookup's words by default).
 */
export function EmailProof({ email, onProved, intro }: { email: string; onProved: () => void; intro?: string }) {
  const { t } = useTranslation('orders');
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (sentAt === null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (thrown) {
      setError(errorMessage(thrown));
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    void run(async () => {
      await requestEmailCode(email);
      const at = Date.now();
      setSentAt(at);
      setNow(at);
      setCode('');
    });

  if (sentAt === null) {
    return (
      <div className={styles.proof}>
        <p>{intro ?? t('emailProof.intro')}</p>
        <div>
          <Button loading={busy} onClick={send}>
            {t('emailProof.send')}
          </Button>
        </div>
        {error && <Alert tone="error">{error}</Alert>}
      </div>
    );
  }

  const expired = now - sentAt >= CODE_VALID_MS;
  const resendIn = seconds(sentAt + RESEND_AFTER_MS - now);
  return (
    <div className={styles.proof}>
      <p role="status" data-testid="code-sent">
        <Trans t={t} i18nKey="emailProof.sent" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      {expired ? (
        <Alert tone="warning" title={t('emailProof.expired.title')}>
          {t('emailProof.expired.body')}
        </Alert>
      ) : (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            void run(async () => {
              const proof = await confirmEmailCode(email, code.trim());
              setEmailProof(email, proof.token);
              onProved();
            });
          }}
        >
          <Field label={t('emailProof.codeLabel')} className={styles.code}>
            {(control) => (
              <Input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              />
            )}
          </Field>
          <Button type="submit" loading={busy} disabled={code.length !== 6}>
            {t('emailProof.verify')}
          </Button>
        </form>
      )}
      <div>
        <Button variant="secondary" size="sm" disabled={busy || resendIn > 0} onClick={send}>
          {resendIn > 0 ? t('emailProof.resendIn', { seconds: resendIn }) : t('emailProof.resend')}
        </Button>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}
