import { ProductManagement } from '@/features/admin-products/components/product-management';

/** /admin/products: Product Management (admin spec §2 Admin Products). */
export function AdminProductsRoute() {
  return (
    <>
      <title>Product Management · Kedai Admin</title>
      <ProductManagement />
    </>
  );
}
