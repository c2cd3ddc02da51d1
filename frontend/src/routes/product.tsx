import { useParams } from 'react-router-dom';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';

/** /product/{id}: a product code or product_N. */
export function ProductRoute() {
  const { id = '' } = useParams();
  return (
    <ProductDetail
      id={id}
      renderBuyActions={({ product, optionValue, quantity }) => (
        <AddToCartButton product={product} optionValue={optionValue} quantity={quantity} />
      )}
    />
  );
}
