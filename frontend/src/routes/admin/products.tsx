import { useTranslation } from 'react-i18next';
import { ProductManagement } from '@/features/admin-products/components/product-management';

/** /admin/products: Product Management (docs/product/admin.md#products). */
export function AdminProductsRoute() {
  const { t } = useTranslation('admin-catalog');
  return (
    <>
      <title>{t('products.pageTitle')}</title>
      <ProductManagement />
    </>
  );
}
