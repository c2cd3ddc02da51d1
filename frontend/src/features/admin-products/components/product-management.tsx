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
import styles from './product-management.module.css';

/** Admin Products (admin spec §2): every product, searchable by title, with add, edit and delete. */
export function ProductManagement() {
  const screen = useProductManagement();
  const codePools = useCodeStock();
  const count = screen.list.length;
  const { form } = screen;

  return (
    <section className={styles.page} aria-labelledby="product-management-title">
      <PageHeader
        titleId="product-management-title"
        title="Product Management"
        badge={
          !screen.loading &&
          !screen.loadError && (
            <Badge tone="brand" aria-live="polite">
              {count} {count === 1 ? 'product' : 'products'}
            </Badge>
          )
        }
        subtitle="The catalogue, inactive products included. Inactive ones are hidden from the shop."
      >
        <Button onClick={screen.openAdd}>Add Product</Button>
      </PageHeader>

      <SearchField
        label="Search products"
        placeholder="Search by title or SKU..."
        value={screen.search}
        onChange={screen.setSearch}
        busy={screen.refreshing}
      />

      {screen.flash && (
        <Alert tone={screen.flash.tone} onDismiss={screen.dismissFlash}>
          {screen.flash.text}
        </Alert>
      )}

      {screen.loading ? (
        <LoadingBlock label="Loading products..." />
      ) : screen.loadError ? (
        <div className={styles.errorBox}>
          <Alert tone="error">{screen.loadError}</Alert>
          <Button variant="secondary" size="sm" onClick={screen.retry}>
            Retry
          </Button>
        </div>
      ) : count === 0 ? (
        <div className={styles.empty}>
          <PackageIcon size={32} />
          <p className={styles.emptyTitle}>No products found</p>
          {screen.term && <p>Nothing matches “{screen.term}”. Try another title.</p>}
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
            />
          ))}
        </div>
      )}

      <Modal
        open={form.mode !== 'closed'}
        title={form.mode === 'edit' ? 'Edit Product' : 'Add Product'}
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

      <ConfirmDialog
        open={screen.deleting !== null}
        title="Delete product"
        confirmLabel="Delete"
        busy={screen.deletePending}
        onConfirm={screen.confirmDelete}
        onCancel={screen.cancelDelete}
      >
        <p>Are you sure you want to delete this product?</p>
        {screen.deleting && <p className={styles.confirmName}>{screen.deleting.title}</p>}
        <p>A product that is in orders is deactivated instead, so the orders keep their history.</p>
      </ConfirmDialog>
    </section>
  );
}
