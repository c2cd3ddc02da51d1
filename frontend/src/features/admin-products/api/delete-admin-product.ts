import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDeleteResult } from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { api, ApiError } from '@/lib/api-client';
import { adminProductsKey } from './get-admin-products';

/** DELETE /api/admin/products/{id}: deleted, or deactivated when orders hold the product. */
export function deleteAdminProduct(id: string): Promise<AdminProductDeleteResult> {
  return api.delete<AdminProductDeleteResult>(`/admin/products/${encodeURIComponent(id)}`);
}

/** The server's reason, or the screen's own words (`t` of the `admin-catalog` catalogue). */
export function deleteErrorMessage(error: unknown, t: TFunction<'admin-catalog'>): string {
  return error instanceof ApiError && !error.isNetworkError && error.message
    ? error.message
    : t('products.errors.deleteFailed');
}

export function useDeleteAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
