import { isRentalOnly, type ProductView } from '@kedai/contracts';
import { useQueries } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/products/{code}: only the category is used here (is the order a rental?). */
const getProductCategory = async (productCode: string) =>
  (await api.get<ProductView>(`/products/${encodeURIComponent(productCode)}`, { onUnauthorized: 'ignore' })).category;

/**
 * Whether every item of a guest's order is a game rental (the guest view carries product codes, not
 * categories): then the order speaks of the game account only. False until the categories are known.
 */
export function useRentalOnly(productCodes: string[]): boolean {
  const categories = useQueries({
    queries: productCodes.map((productCode) => ({
      queryKey: ['product-category', productCode],
      queryFn: () => getProductCategory(productCode),
      staleTime: 60 * 60_000,
      retry: false,
    })),
  });
  if (categories.length === 0 || categories.some((query) => !query.data)) return false;
  return isRentalOnly(categories.map((query) => ({ category: query.data ?? '' })));
}
