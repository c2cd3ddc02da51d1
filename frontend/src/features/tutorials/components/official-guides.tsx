import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useOfficialGuides } from '../api/get-official-guides';
import styles from './tutorial-center.module.css';

/** The makers' own guides, from the products' guide configurations (admin: installation guide manager). */
export function OfficialGuides() {
  const { t } = useTranslation('guide');
  const guides = useOfficialGuides();
  if (guides.isPending) return <Spinner label={t('tutorials.official.loading')} />;
  if (guides.isError) return <Alert tone="error">{t('tutorials.official.failed')}</Alert>;
  if (guides.data.length === 0) {
    return <p className={styles.muted}>{t('tutorials.official.empty')}</p>;
  }
  return (
    <ul className={styles.links}>
      {guides.data.map((guide) => (
        <li key={guide.product}>
          <a href={guide.guideUrl} target="_blank" rel="noreferrer" data-testid="official-guide">
            {t('tutorials.official.link', { product: guide.product })}
          </a>
          <span className={styles.muted}> {new URL(guide.guideUrl).hostname}</span>
        </li>
      ))}
    </ul>
  );
}
