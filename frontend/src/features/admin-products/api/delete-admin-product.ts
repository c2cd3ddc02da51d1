import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductDeleteResult } from '@kedai/contracts';
import { api, ApiError } from '@/lib/api-client';
import { adminProductsKey } from './get-admin-products';

/** DELETE /api/admin/products/{id}: deleted, or deactivated when orders hold the product. */
export function deleteAdminProduct(id: string): Promise<AdminProductDeleteResult> {
  return api.delete<AdminProductDeleteResult>(`/admin/products/${encodeURIComponent(id)}`);
}

export function deleteErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError && error.message
    ? error.message
    : 'Failed to delete product';
}

export function useDeleteAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAdminProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
