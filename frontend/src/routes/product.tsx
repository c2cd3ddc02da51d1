import { useParams } from 'react-router-dom';
import { useProduct } from '@/features/catalog/api/get-product';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { usePublishPageContext } from '@/lib/page-context';

/** /product/{id}: a product code or product_N. The support chat is told which product is on screen. */
export function ProductRoute() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  usePublishPageContext({ productName: product.data?.title });
  return (
    <ProductDetail
      id={id}
      renderBuyActions={({ product, optionValue, quantity }) => (
        <AddToCartButton product={product} optionValue={optionValue} quantity={quantity} />
      )}
    />
  );
}
