import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useEndOtherSessions, useEndSession, useMySessions } from '../api/sessions';
import styles from './account-security.module.css';

/** The account's signed-in devices: browser, IP, last active, "this device"; sign out one or all others. */
export function SessionsPanel({ lng }: { lng?: string }) {
  const { t } = useTranslation('security', lng ? { lng } : undefined);
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending) return <LoadingBlock label={t('sessions.loading')} />;
  if (sessions.isError) return <Alert tone="error">{errorMessage(sessions.error)}</Alert>;
  const others = sessions.data.filter((session) => !session.current);
  const error = endOne.error ?? endOthers.error;

  return (
    <section className={styles.section} aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('sessions.heading')}</h2>
      <p className={styles.lead}>{t('sessions.lead')}</p>
      {error && <Alert tone="error">{errorMessage(error)}</Alert>}
      {endOthers.isSuccess && <Alert tone="success">{t('sessions.ended', { count: endOthers.data.ended })}</Alert>}
      <ul className={styles.devices} data-testid="sessions">
        {sessions.data.map((session) => (
          <li key={session.id} className={styles.device}>
            <div>
              <p>
                <strong>{session.device}</strong>{' '}
                {session.current && <Badge tone="success">{t('sessions.thisDevice')}</Badge>}
              </p>
              <p className={styles.meta}>
                {t('sessions.lastSeen', { when: formatDateTime(session.lastSeenAt) })}
                {session.ip && ` · ${t('sessions.ip', { ip: session.ip })}`}
              </p>
            </div>
            {!session.current && (
              <Button
                variant="secondary"
                size="sm"
                loading={endOne.isPending && endOne.variables === session.id}
                onClick={() => endOne.mutate(session.id)}
              >
                {t('sessions.endOne')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <div>
          <Button variant="danger-outline" loading={endOthers.isPending} onClick={() => endOthers.mutate()}>
            {t('sessions.endOthers')}
          </Button>
        </div>
      ) : (
        <p className={styles.meta}>{t('sessions.onlyThis')}</p>
      )}
    </section>
  );
}
