import { useTranslation } from 'react-i18next';
import { ProductManagement } from '@/features/admin-products/components/product-management';
import { StockAlertsPanel } from '@/features/stock-alerts/components/stock-alerts-panel';

/** /admin/products: Product Management (docs/product/admin.md#products), with the back-in-stock demand. */
export function AdminProductsRoute() {
  const { t } = useTranslation('admin-catalog');
  return (
    <>
      <title>{t('products.pageTitle')}</title>
      <ProductManagement />
      <StockAlertsPanel />
    </>
  );
}
