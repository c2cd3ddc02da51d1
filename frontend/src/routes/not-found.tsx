import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { HomeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './not-found.module.css';

/** Any path the route table does not know. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <title>{t('notFound.title')}</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('notFound.heading')}
      </h1>
      <p className={styles.lead}>
        <Trans t={t} i18nKey="notFound.lead" values={{ path: pathname }} components={{ code: <code /> }} />
      </p>
      <ButtonLink to={paths.home}>
        <HomeIcon size={18} />
        {t('notFound.home')}
      </ButtonLink>
    </section>
  );
}
