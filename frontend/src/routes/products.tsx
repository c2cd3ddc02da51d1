import { ProductCatalogue } from '@/features/catalog/components/product-catalogue';

export function ProductsRoute() {
  return <ProductCatalogue />;
}
