import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { Button, ButtonLink } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { GuestDataExport } from '@/features/data-rights/components/guest-data-export';
import { EmailProof } from '@/features/orders/components/email-proof';
import { clearEmailProof, getEmailProof } from '@/features/orders/email-proof-storage';
import styles from './guest-data-export.module.css';

/** Where a link to this page may hand over the address already typed (the e-mail order lookup's result). */
export interface GuestDataExportState {
  email?: string;
}

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * /privacy/my-data: "Download my data" for a shopper without an account (docs/product/privacy.md#download-my-data):
 * the e-mail, the order lookup's 6-digit code to prove it, then the archive with its progress and download link.
 * A signed-in customer is sent to Profile → Your data, which has the account's data too.
 */
export function GuestDataExportRoute() {
  const { t } = useTranslation('account');
  const { status } = useAuth();
  const location = useLocation();
  const handed = (location.state as GuestDataExportState | null)?.email;
  const [draft, setDraft] = useState(handed ?? '');
  const [email, setEmail] = useState<string | null>(handed ? normalise(handed) : null);
  const [proof, setProof] = useState<string | null>(() => (handed ? getEmailProof(normalise(handed)) : null));
  // Proved on this page: the copy starts at once. A proof brought from the order lookup waits for the button.
  const [provedHere, setProvedHere] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalise(draft);
    if (!value) return;
    setEmail(value);
    setProof(getEmailProof(value));
    setProvedHere(false);
  };
  const changeEmail = () => {
    setEmail(null);
    setProof(null);
  };

  return (
    <section className={`container ${styles.page}`} aria-labelledby="guest-data-title">
      <title>{t('guestData.pageTitle')}</title>
      <h1 id="guest-data-title">{t('guestData.heading')}</h1>
      <p className={styles.lead}>{t('guestData.lead')}</p>
      {status === 'authenticated' ? (
        <div className={styles.card}>
          <p>{t('guestData.signedIn')}</p>
          <div>
            <ButtonLink to={paths.profile}>{t('guestData.openProfile')}</ButtonLink>
          </div>
        </div>
      ) : (
        <div className={styles.card}>
          {email === null ? (
            <form className={styles.form} onSubmit={submit}>
              <Field label={t('guestData.emailLabel')}>
                {(control) => (
                  <Input
                    {...control}
                    type="email"
                    autoComplete="email"
                    required
                    value={draft}
                    onChange={(event) => setDraft(event.target.value)}
                  />
                )}
              </Field>
              <div>
                <Button type="submit" disabled={!draft.trim()}>
                  {t('guestData.continue')}
                </Button>
              </div>
            </form>
          ) : (
            <>
              {proof ? (
                <GuestDataExport
                  key={`${email}:${proof}`}
                  email={email}
                  proof={proof}
                  autoStart={provedHere}
                  onProofRejected={() => {
                    clearEmailProof(email);
                    setProof(null);
                  }}
                />
              ) : (
                <EmailProof
                  email={email}
                  intro={t('guestData.proofIntro')}
                  onProved={() => {
                    setProof(getEmailProof(email));
                    setProvedHere(true);
                  }}
                />
              )}
              <div>
                <Button variant="secondary" size="sm" onClick={changeEmail}>
                  {t('guestData.changeEmail')}
                </Button>
              </div>
            </>
          )}
          <p className={styles.lead}>
            {t('guestData.haveAccount')} <Link to={paths.login}>{t('guestData.signIn')}</Link>
          </p>
        </div>
      )}
    </section>
  );
}
