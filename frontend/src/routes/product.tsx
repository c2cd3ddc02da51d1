import { useParams } from 'react-router-dom';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useProduct } from '@/features/catalog/api/get-product';
import { ProductDetail } from '@/features/catalog/components/product-detail';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { NotifyMeForm } from '@/features/stock-alerts/components/notify-me-form';
import { usePublishPageContext } from '@/lib/page-context';

/**
 * /product/{id}: a product code or product_N. The support chat is told which product is on screen. Out of
 * stock (the product, or the chosen choice that keeps its own stock), the page offers a back-in-stock alert.
 */
export function ProductRoute() {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const { user } = useAuth();
  usePublishPageContext({ productName: product.data?.title });
  return (
    <ProductDetail
      id={id}
      renderBuyActions={({ product, optionValue, quantity }) => {
        const choice = product.options.flatMap((option) => option.choices).find((c) => c.value === optionValue);
        const available = Math.min(product.stock, choice?.stock ?? product.stock);
        const choiceRanOut = choice?.stock !== undefined && choice.stock <= 0;
        return (
          <>
            <AddToCartButton product={{ ...product, stock: available }} optionValue={optionValue} quantity={quantity} />
            {available <= 0 && (
              <NotifyMeForm
                // A new form for another choice: what was typed and answered belongs to the one it was for.
                key={`${product.productCode}:${optionValue ?? ''}`}
                productCode={product.productCode}
                choice={choiceRanOut && choice ? { value: choice.value, label: choice.label } : null}
                defaultEmail={user?.role === 'user' ? user.email : ''}
              />
            )}
          </>
        );
      }}
    />
  );
}
