import { useParams } from 'react-router-dom';
import { ProductDetail } from '@/features/catalog/components/product-detail';

/** /product/{id}: a product code or product_N. */
export function ProductRoute() {
  const { id = '' } = useParams();
  return <ProductDetail id={id} />;
}
