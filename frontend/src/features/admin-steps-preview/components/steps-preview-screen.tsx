import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
 * /admin/test-steps (the old /test-steps): a product (and optionally one of its orders) and the
 * installation steps for it, in the customer's and the admin's versions, exactly as they are sent.
 */
export function StepsPreviewScreen() {
  const { t } = useTranslation('admin');
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
      setFormError(t('stepsPreview.productOrOrderRequired'));
      return;
    }
    setFormError(null);
    setRequest({ productId, orderId: order });
  };

  return (
    <section aria-labelledby="steps-preview-title" className={styles.screen}>
      <PageHeader
        titleId="steps-preview-title"
        title={t('stepsPreview.heading')}
        subtitle={t('stepsPreview.subtitle')}
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <Field label={t('stepsPreview.search')} hint={t('stepsPreview.searchHint')}>
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
            {t('stepsPreview.product')}
          </label>
          <select
            id={productSelectId}
            className={styles.select}
            value={productId}
            onChange={(event) => setProductId(event.target.value)}
          >
            <option value="">
              {products.isPending
                ? t('stepsPreview.loadingProducts')
                : t('stepsPreview.chooseProduct', { found: shown.length })}
            </option>
            {shown.map((product) => (
              <option key={product.id} value={product.id}>
                {t(product.isActive ? 'stepsPreview.productOption' : 'stepsPreview.productOptionInactive', {
                  title: product.title,
                  code: product.productCode,
                })}
              </option>
            ))}
          </select>
          {products.isError && <p className={styles.error}>{errorMessage(products.error)}</p>}
        </div>
        <Field label={t('stepsPreview.orderId')} optional hint={t('stepsPreview.orderIdHint')}>
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
            {preview.isFetching ? t('stepsPreview.loadingSteps') : t('stepsPreview.submit')}
          </Button>
        </div>
      </form>

      {preview.isError && (
        <Alert tone="error" title={t('stepsPreview.loadFailed')}>
          {errorMessage(preview.error, t('stepsPreview.unknownError'))}
        </Alert>
      )}
      {preview.data && !preview.isError && <StepsPreviewResult preview={preview.data} />}
    </section>
  );
}
