import { useLocation } from 'react-router-dom';
import { ButtonLink } from '@/components/ui/button';
import { HomeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import styles from './not-found.module.css';

/** Any path the route table does not know. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <title>Page not found · Kedai</title>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.lead}>
        There is nothing at <code>{pathname}</code>. The link may be mistyped, or the page may have moved.
      </p>
      <ButtonLink to={paths.home}>
        <HomeIcon size={18} />
        Back to home
      </ButtonLink>
    </section>
  );
}
