import { useState } from 'react';
import type { AdminProductView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PackageIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { LoadingBlock } from '@/components/ui/spinner';
import { useProductManagement } from '../hooks/use-product-management';
import { ProductCard } from './product-card';
import { useCodeStock } from '../api/get-code-stock';
import { ProductForm } from './product-form';
import { StockHistory } from './stock-history';
import styles from './product-management.module.css';

/** Admin Products (docs/product/admin.md#products): every product, searchable by title, with add, edit and delete. */
export function ProductManagement() {
  const { t } = useTranslation('admin-catalog');
  const screen = useProductManagement();
  const codePools = useCodeStock();
  const count = screen.list.length;
  const { form } = screen;
  const [historyOf, setHistoryOf] = useState<AdminProductView | null>(null);

  return (
    <section className={styles.page} aria-labelledby="product-management-title">
      <PageHeader
        titleId="product-management-title"
        title={t('products.management.title')}
        badge={
          !screen.loading &&
          !screen.loadError && (
            <Badge tone="brand" aria-live="polite">
              {t('products.management.count', { count })}
            </Badge>
          )
        }
        subtitle={t('products.management.subtitle')}
      >
        <Button onClick={screen.openAdd}>{t('products.management.add')}</Button>
      </PageHeader>

      <SearchField
        label={t('products.management.searchLabel')}
        placeholder={t('products.management.searchPlaceholder')}
        value={screen.search}
        onChange={screen.setSearch}
        busy={screen.refreshing}
      />

      <label className={styles.filterRow}>
        <input type="checkbox" checked={screen.missingOnly} onChange={(e) => screen.setMissingOnly(e.target.checked)} />
        {t('products.management.missingFilter')}
      </label>

      {screen.flash && (
        <Alert tone={screen.flash.tone} onDismiss={screen.dismissFlash}>
          {screen.flash.text}
        </Alert>
      )}

      {screen.loading ? (
        <LoadingBlock label={t('products.management.loading')} />
      ) : screen.loadError ? (
        <div className={styles.errorBox}>
          <Alert tone="error">{screen.loadError}</Alert>
          <Button variant="secondary" size="sm" onClick={screen.retry}>
            {t('products.management.retry')}
          </Button>
        </div>
      ) : count === 0 ? (
        <div className={styles.empty}>
          <PackageIcon size={32} />
          <p className={styles.emptyTitle}>{t('products.management.emptyTitle')}</p>
          {screen.term && <p>{t('products.management.noMatch', { term: screen.term })}</p>}
        </div>
      ) : (
        <div className={styles.grid}>
          {screen.list.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              codePool={codePools.get(product.productCode)}
              onEdit={screen.openEdit}
              onDelete={screen.askDelete}
              onHistory={setHistoryOf}
            />
          ))}
        </div>
      )}

      <Modal
        open={form.mode !== 'closed'}
        title={form.mode === 'edit' ? t('products.management.editTitle') : t('products.management.addTitle')}
        onClose={screen.closeForm}
      >
        <ProductForm
          key={form.mode === 'edit' ? form.product.id : form.mode}
          editing={form.mode === 'edit' ? form.product : null}
          saving={screen.saving}
          saveError={screen.saveError}
          onSubmit={screen.submit}
          onCancel={screen.closeForm}
        />
      </Modal>

      <Modal
        open={historyOf !== null}
        title={historyOf ? t('products.history.title', { title: historyOf.title }) : ''}
        onClose={() => setHistoryOf(null)}
      >
        {historyOf && <StockHistory productId={historyOf.id} />}
      </Modal>

      <ConfirmDialog
        open={screen.deleting !== null}
        title={t('products.deleteDialog.title')}
        confirmLabel={t('products.deleteDialog.confirm')}
        busy={screen.deletePending}
        onConfirm={screen.confirmDelete}
        onCancel={screen.cancelDelete}
      >
        <p>{t('products.deleteDialog.question')}</p>
        {screen.deleting && <p className={styles.confirmName}>{screen.deleting.title}</p>}
        <p>{t('products.deleteDialog.ordersKeepHistory')}</p>
      </ConfirmDialog>
    </section>
  );
}
