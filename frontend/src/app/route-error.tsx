import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { AlertIcon } from '@/components/ui/icons';
import { i18n } from '@/lib/i18n/i18n';
import styles from './route-error.module.css';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const detail = typeof error.data === 'string' && error.data ? `: ${error.data}` : '';
    return `${error.status} ${error.statusText}${detail}`;
  }
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : i18n.t('routeError.unknown');
}

/**
 * The router's error screen: something threw while rendering or loading a screen,
 * e.g. a screen's code could not be downloaded after a new release. Reloading usually mends it.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <div className={styles.page}>
      <div className={styles.card} role="alert">
        <span className={styles.icon}>
          <AlertIcon size={26} />
        </span>
        <h1 className={styles.title}>{t('routeError.heading')}</h1>
        <p className={styles.message}>{describe(error)}</p>
        <div className={styles.actions}>
          <Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>
          {/* A full page load, not a router link: the router itself may be what failed. */}
          <a href="/" className={buttonClass({ variant: 'secondary' })}>
            {t('routeError.home')}
          </a>
        </div>
      </div>
    </div>
  );
}
