import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button';
import { Button } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useFeaturedProducts } from '../api/get-featured-products';
import { ProductGrid } from './product-card';
import styles from './catalog.module.css';

/** Home's Featured Products (DZ, VS, FT, SN) with View All Products. */
export function FeaturedProducts() {
  const { t } = useTranslation('catalog');
  const featured = useFeaturedProducts();
  return (
    <section className={`container ${styles.featured}`} aria-labelledby="featured-title">
      <div className={styles.sectionHeader}>
        <h2 id="featured-title" className={styles.sectionTitle}>
          {t('featured.title')}
        </h2>
        <ButtonLink to={paths.products} variant="ghost">
          {t('featured.viewAll')}
          <ArrowRightIcon size={18} />
        </ButtonLink>
      </div>
      {featured.isPending ? (
        <LoadingBlock label={t('featured.loading')} />
      ) : featured.isError ? (
        <div className={styles.state} role="alert">
          <p>{t('featured.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void featured.refetch()}>
            {t('actions.tryAgain')}
          </Button>
        </div>
      ) : (
        <ProductGrid products={featured.data} />
      )}
    </section>
  );
}
