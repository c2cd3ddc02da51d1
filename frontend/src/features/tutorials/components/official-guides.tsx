import { Alert } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useOfficialGuides } from '../api/get-official-guides';
import styles from './tutorial-center.module.css';

/** The makers' own guides, from the products' guide configurations (admin: installation guide manager). */
export function OfficialGuides() {
  const guides = useOfficialGuides();
  if (guides.isPending) return <Spinner label="Loading official guides" />;
  if (guides.isError) return <Alert tone="error">Official guides could not be loaded. Please try again later.</Alert>;
  if (guides.data.length === 0) {
    return <p className={styles.muted}>Official guide links come with your activation code.</p>;
  }
  return (
    <ul className={styles.links}>
      {guides.data.map((guide) => (
        <li key={guide.product}>
          <a href={guide.guideUrl} target="_blank" rel="noreferrer" data-testid="official-guide">
            {guide.product} official guide
          </a>
          <span className={styles.muted}> {new URL(guide.guideUrl).hostname}</span>
        </li>
      ))}
    </ul>
  );
}
