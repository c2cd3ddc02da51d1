import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminProductView } from '@kedai/contracts';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useFlash } from '@/hooks/use-flash';
import { deleteErrorMessage, useDeleteAdminProduct } from '../api/delete-admin-product';
import { productsErrorMessage, useAdminProducts } from '../api/get-admin-products';
import { useSaveAdminProduct, type AdminProductFields } from '../api/save-admin-product';

export const SEARCH_DELAY_MS = 300;

/** The form is closed, adding a new product, or editing one. */
export type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; product: AdminProductView };

/** Everything Product Management does: title search, the list, the add/edit form and delete with confirmation. */
export function useProductManagement() {
  const { t } = useTranslation('admin-catalog');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [missingOnly, setMissingOnly] = useState(false);
  const products = useAdminProducts(term, missingOnly);
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<AdminProductView | null>(null);
  const { flash, setFlash, clear } = useFlash();
  const save = useSaveAdminProduct();
  const remove = useDeleteAdminProduct();

  const openForm = (next: FormState) => {
    save.reset();
    setForm(next);
  };

  return {
    search,
    setSearch,
    /** The "Translations missing" filter: only products lacking a Malay or Chinese text. */
    missingOnly,
    setMissingOnly,
    term,
    list: products.data ?? [],
    loading: products.isPending,
    refreshing: products.isFetching && !products.isPending,
    loadError: products.isError ? productsErrorMessage(products.error, t) : null,
    retry: () => void products.refetch(),
    flash,
    dismissFlash: clear,

    form,
    openAdd: () => openForm({ mode: 'add' }),
    openEdit: (product: AdminProductView) => openForm({ mode: 'edit', product }),
    closeForm: () => !save.isPending && setForm({ mode: 'closed' }),
    saving: save.isPending,
    saveError: save.error,
    submit: (fields: AdminProductFields, images: File[]) => {
      const id = form.mode === 'edit' ? form.product.id : undefined;
      save.mutate(
        { id, fields, images },
        {
          onSuccess: () => {
            setForm({ mode: 'closed' });
            setFlash({ tone: 'success', text: id ? t('products.flash.updated') : t('products.flash.added') });
          },
        },
      );
    },

    deleting,
    askDelete: (product: AdminProductView) => setDeleting(product),
    cancelDelete: () => !remove.isPending && setDeleting(null),
    deletePending: remove.isPending,
    confirmDelete: () => {
      if (!deleting) return;
      remove.mutate(deleting.id, {
        onSuccess: (result) =>
          setFlash({
            tone: 'success',
            text: result.outcome === 'deleted' ? t('products.flash.deleted') : result.message,
          }),
        onError: (error) => setFlash({ tone: 'error', text: deleteErrorMessage(error, t) }),
        onSettled: () => setDeleting(null),
      });
    },
  };
}
