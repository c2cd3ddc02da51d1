import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProductView } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { adminProductsKey } from './get-admin-products';

/** The form's fields as the API takes them (multipart text fields). */
export interface AdminProductFields {
  title: string;
  category: string;
  price: string;
  /** Left out on an edit that did not touch it, so units sold while the form was open are not given back. */
  stock?: string;
  stockWarningLevel: string;
  description: string;
  sku: string;
  isActive: boolean;
  /** JSON list of words. */
  tags: string;
  /** JSON object of names and values. */
  specifications: string;
  /** JSON list: the option and its choices ([] for none). */
  options: string;
  /** JSON object: the Malay and Chinese texts (docs/catalogue.md#languages). */
  translations: string;
}

export interface SaveAdminProductInput {
  /** Absent: a new product (POST); present: PUT /{id}. */
  id?: string;
  fields: AdminProductFields;
  /** New image files. On an edit they replace the current images; none keeps them. */
  images: File[];
}

function toFormData({ id, fields, images }: SaveAdminProductInput): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
  for (const image of images) form.append('images', image, image.name);
  if (id && images.length > 0) form.append('keepImages', '[]');
  return form;
}

/** POST /api/admin/products or PUT /api/admin/products/{id}, multipart. */
export function saveAdminProduct(input: SaveAdminProductInput): Promise<AdminProductView> {
  const body = toFormData(input);
  return input.id
    ? api.put<AdminProductView>(`/admin/products/${encodeURIComponent(input.id)}`, body)
    : api.post<AdminProductView>('/admin/products', body);
}

export function useSaveAdminProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdminProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminProductsKey }),
  });
}
