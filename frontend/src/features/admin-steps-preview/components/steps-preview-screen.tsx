import { useId, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';
import { usePreviewProducts } from '../api/get-preview-products';
import { useStepsPreview, type StepsPreviewRequest } from '../api/get-steps-preview';
import { StepsPreviewResult } from './steps-preview-result';
import styles from './steps-preview.module.css';

/** At most this many products are offered at once; the search narrows them. */
const SHOWN_PRODUCTS = 100;

/**
 * /admin/test-steps (the spec's /test-steps): a product (and optionally one of its orders) and the
 * installation steps for it, in the customer's and the admin's versions, exactly as they are sent.
 */
export function StepsPreviewScreen() {
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState('');
  const [orderId, setOrderId] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [request, setRequest] = useState<StepsPreviewRequest | null>(null);
  const products = usePreviewProducts(useDebouncedValue(search.trim(), 300));
  const preview = useStepsPreview(request);
  const productSelectId = useId();
  const shown = (products.data ?? []).slice(0, SHOWN_PRODUCTS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const order = orderId.trim().toUpperCase();
    if (!productId && !order) {
      setFormError('Choose a product or enter an order ID.');
      return;
    }
    setFormError(null);
    setRequest({ productId, orderId: order });
  };

  return (
    <section aria-labelledby="steps-preview-title" className={styles.screen}>
      <PageHeader
        titleId="steps-preview-title"
        title="Installation Steps Preview"
        subtitle="The installation steps of a product, or of one order, in the customer's and the admin's versions, exactly as they are sent. Nothing is sent from here."
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label="Search products" hint="Type part of a product name to narrow the list.">
          {(control) => (
            <Input
              {...control}
              type="search"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.target.value)}
            />
          )}
        </Field>
        <div className={styles.selectField}>
          <label htmlFor={productSelectId} className={styles.label}>
            Product
          </label>
          <select
            id={productSelectId}
            className={styles.select}
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
          >
            <option value="">
              {products.isPending ? 'Loading products...' : `Choose a product (${shown.length} found)`}
            </option>
            {shown.map((product) => (
              <option key={product.id} value={product.id}>
                {product.title} ({product.productCode}){product.isActive ? '' : ' - inactive'}
              </option>
            ))}
          </select>
          {products.isError && <p className={styles.error}>{errorMessage(products.error)}</p>}
        </div>
        <Field
          label="Order ID"
          optional
          hint="An order of this product: its own steps, with the codes and accounts delivered to it. Empty: a sample order."
        >
          {(control) => (
            <Input
              {...control}
              value={orderId}
              maxLength={20}
              autoComplete="off"
              onChange={(event) => setOrderId(event.target.value)}
            />
          )}
        </Field>
        {formError && (
          <p role="alert" className={styles.error}>
            {formError}
          </p>
        )}
        <div>
          <Button type="submit" disabled={preview.isFetching}>
            {preview.isFetching ? 'Loading steps...' : 'Preview steps'}
          </Button>
        </div>
      </form>

      {preview.isError && (
        <Alert tone="error" title="Failed to load installation steps">
          {errorMessage(preview.error, 'Unknown error')}
        </Alert>
      )}
      {preview.data && !preview.isError && <StepsPreviewResult preview={preview.data} />}
    </section>
  );
}
