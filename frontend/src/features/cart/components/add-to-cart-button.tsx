import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { CartIcon } from '@/components/ui/icons';
import type { CartProductInput } from '../cart-types';
import { useCart } from '../hooks/use-cart';

export interface AddToCartButtonProps {
  product: CartProductInput & { stock: number };
  optionValue: string | null;
  quantity: number;
}

/** Add to Cart: disabled when the product is out of stock; the same product and option adds quantity. */
export function AddToCartButton({ product, optionValue, quantity }: AddToCartButtonProps) {
  const { t } = useTranslation('cart');
  const { addItem } = useCart();
  return (
    <Button size="lg" block disabled={product.stock <= 0} onClick={() => addItem(product, { optionValue, quantity })}>
      <CartIcon size={20} />
      {t('addToCart')}
    </Button>
  );
}
