import { DEFAULT_LANGUAGE, isStaffRole } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { ShieldIcon } from '@/components/ui/icons';
import { staffHome } from '@/config/staff-access';
import { paths } from '@/config/paths';
import { useTwoFactorStatus } from '@/features/auth/api/two-factor';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SessionsPanel } from '@/features/auth/components/sessions-panel';
import { TwoFactorPanel } from '@/features/auth/components/two-factor-panel';
import { useAuth } from '@/features/auth/hooks/use-auth';
import styles from './auth-page.module.css';

/**
 * /two-factor-setup: where staff enrol in two-factor sign-in, first of all when the shop requires it
 * (docs/product/account-security.md). In English like the rest of the admin area.
 */
export function TwoFactorSetupRoute() {
  return (
    <RequireAuth message="Please log in to set up two-factor sign-in.">
      <TwoFactorSetup />
    </RequireAuth>
  );
}

function TwoFactorSetup() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const status = useTwoFactorStatus();
  const { t } = useTranslation('security', { lng: DEFAULT_LANGUAGE });
  const home = user && isStaffRole(user.role) ? staffHome(user.role) : paths.profile;
  return (
    <div className={styles.page}>
      <title>{t('twoFactor.heading')}</title>
      <div className={styles.card}>
        <div className={styles.intro}>
          <span className={styles.icon}>
            <ShieldIcon size={24} />
          </span>
          <h1 className={styles.title}>Set up two-factor sign-in</h1>
          <p className={styles.lead}>
            {status.data?.required && !status.data.enabled
              ? 'The shop requires two-factor sign-in for staff. Set it up to continue to the admin area.'
              : 'Protect your account with a code from your phone at each sign-in.'}
          </p>
        </div>
        <TwoFactorPanel lng={DEFAULT_LANGUAGE} onEnabled={() => void navigate(home, { replace: true })} />
        {status.data?.enabled && (
          <ButtonLink to={home} variant="secondary">
            Continue
          </ButtonLink>
        )}
        {status.data && (status.data.enabled || !status.data.required) && <SessionsPanel lng={DEFAULT_LANGUAGE} />}
      </div>
    </div>
  );
}
