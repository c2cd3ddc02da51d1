import {
  PRODUCT_CATEGORIES,
  type DiscountCodeInput,
  type DiscountCodeView,
  type DiscountKind,
  type FieldError,
} from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { ApiError, errorMessage } from '@/lib/api-client';
import { formatRM } from '@/lib/money';
import {
  useDeactivateDiscountCode,
  useDiscountCodes,
  useDiscountProducts,
  useSaveDiscountCode,
} from '../api/discounts';
import styles from './discounts-screen.module.css';

/** The form's fields as typed (numbers as text, empty: none). */
interface Draft {
  code: string;
  kind: DiscountKind;
  value: string;
  minimumSpend: string;
  productIds: string[];
  categories: string[];
  startsOn: string;
  endsOn: string;
  usageLimit: string;
  perCustomerLimit: string;
  active: boolean;
}

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  minimumSpend: '',
  productIds: [],
  categories: [],
  startsOn: '',
  endsOn: '',
  usageLimit: '',
  perCustomerLimit: '',
  active: true,
};

const draftOf = (code: DiscountCodeView): Draft => ({
  code: code.code,
  kind: code.kind,
  value: String(code.value),
  minimumSpend: code.minimumSpend ? String(code.minimumSpend) : '',
  productIds: code.productIds,
  categories: code.categories,
  startsOn: code.startsOn ?? '',
  endsOn: code.endsOn ?? '',
  usageLimit: code.usageLimit === null ? '' : String(code.usageLimit),
  perCustomerLimit: code.perCustomerLimit === null ? '' : String(code.perCustomerLimit),
  active: code.active,
});

/** What the server checks (and says in words, per field, when it refuses). */
const inputOf = (draft: Draft): DiscountCodeInput => ({
  code: draft.code,
  kind: draft.kind,
  value: Number(draft.value),
  minimumSpend: draft.minimumSpend.trim() ? Number(draft.minimumSpend) : 0,
  productIds: draft.productIds,
  categories: draft.categories,
  startsOn: draft.startsOn || null,
  endsOn: draft.endsOn || null,
  usageLimit: draft.usageLimit.trim() ? Number(draft.usageLimit) : null,
  perCustomerLimit: draft.perCustomerLimit.trim() ? Number(draft.perCustomerLimit) : null,
  active: draft.active,
});

const toggled = (list: string[], value: string) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

/** /admin/discounts: the codes with their uses; create, edit and deactivate (admins only; each change is audited). */
export function DiscountsScreen() {
  const { t } = useTranslation('admin');
  const codes = useDiscountCodes();
  const products = useDiscountProducts();
  const save = useSaveDiscountCode();
  const deactivate = useDeactivateDiscountCode();
  const [editing, setEditing] = useState<string | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldError[]>([]);
  const [formError, setFormError] = useState<string | null>(null);

  const errorOf = (field: string) => fieldErrors.find((error) => error.field === field)?.messages[0] ?? null;
  const open = (code: DiscountCodeView | null) => {
    setEditing(code?.id ?? null);
    setDraft(code ? draftOf(code) : EMPTY);
    setFieldErrors([]);
    setFormError(null);
  };
  const set = (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    setFieldErrors([]);
    setFormError(null);
    try {
      await save.mutateAsync({ id: editing, input: inputOf(draft) });
      setDraft(null);
    } catch (error) {
      if (error instanceof ApiError && error.errors?.length) setFieldErrors(error.errors);
      else setFormError(errorMessage(error));
    }
  };

  const rule = (code: DiscountCodeView) =>
    code.kind === 'percent'
      ? t('discounts.percentOff', { value: code.value })
      : t('discounts.amountOff', { amount: formatRM(code.value) });
  const scope = (code: DiscountCodeView) =>
    code.productIds.length === 0 && code.categories.length === 0
      ? t('discounts.allProducts')
      : [
          ...code.categories,
          ...code.productIds.map((id) => products.data?.find((product) => product.id === id)?.title ?? id),
        ].join(', ');

  return (
    <section className={styles.screen} aria-labelledby="discounts-title">
      <PageHeader titleId="discounts-title" title={t('discounts.title')} subtitle={t('discounts.subtitle')}>
        <Button type="button" onClick={() => open(null)} data-testid="discount-new">
          {t('discounts.new')}
        </Button>
      </PageHeader>

      {draft && (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate data-testid="discount-form">
          <h2>{editing ? t('discounts.editHeading', { code: draft.code }) : t('discounts.newHeading')}</h2>
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className={styles.grid}>
            <Field label={t('discounts.fields.code')} error={errorOf('code')}>
              {(control) => (
                <Input {...control} value={draft.code} maxLength={40} onChange={(e) => set({ code: e.target.value })} />
              )}
            </Field>
            <Field label={t('discounts.fields.kind')} error={errorOf('kind')}>
              {(control) => (
                <select
                  {...control}
                  className={styles.select}
                  value={draft.kind}
                  onChange={(e) => set({ kind: e.target.value as DiscountKind })}
                >
                  <option value="percent">{t('discounts.kinds.percent')}</option>
                  <option value="fixed">{t('discounts.kinds.fixed')}</option>
                </select>
              )}
            </Field>
            <Field
              label={t(draft.kind === 'percent' ? 'discounts.fields.percent' : 'discounts.fields.amount')}
              error={errorOf('value')}
            >
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={draft.value}
                  onChange={(e) => set({ value: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('discounts.fields.minimumSpend')} error={errorOf('minimumSpend')} optional>
              {(control) => (
                <Input
                  {...control}
                  inputMode="decimal"
                  value={draft.minimumSpend}
                  onChange={(e) => set({ minimumSpend: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('discounts.fields.startsOn')} error={errorOf('startsOn')} optional>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={draft.startsOn}
                  onChange={(e) => set({ startsOn: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('discounts.fields.endsOn')} error={errorOf('endsOn')} optional>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={draft.endsOn}
                  onChange={(e) => set({ endsOn: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('discounts.fields.usageLimit')} error={errorOf('usageLimit')} optional>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={draft.usageLimit}
                  onChange={(e) => set({ usageLimit: e.target.value })}
                />
              )}
            </Field>
            <Field label={t('discounts.fields.perCustomerLimit')} error={errorOf('perCustomerLimit')} optional>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  value={draft.perCustomerLimit}
                  onChange={(e) => set({ perCustomerLimit: e.target.value })}
                />
              )}
            </Field>
          </div>
          <fieldset className={styles.choices}>
            <legend>{t('discounts.fields.categories')}</legend>
            {PRODUCT_CATEGORIES.map((category) => (
              <label key={category}>
                <input
                  type="checkbox"
                  checked={draft.categories.includes(category)}
                  onChange={() => set({ categories: toggled(draft.categories, category) })}
                />{' '}
                {category}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.choices}>
            <legend>{t('discounts.fields.products')}</legend>
            {(products.data ?? []).map((product) => (
              <label key={product.id}>
                <input
                  type="checkbox"
                  checked={draft.productIds.includes(product.id)}
                  onChange={() => set({ productIds: toggled(draft.productIds, product.id) })}
                />{' '}
                {product.title}
              </label>
            ))}
          </fieldset>
          <p className={styles.hint}>{t('discounts.scopeHint')}</p>
          <label className={styles.active}>
            <input type="checkbox" checked={draft.active} onChange={(e) => set({ active: e.target.checked })} />{' '}
            {t('discounts.fields.active')}
          </label>
          <div className={styles.actions}>
            <Button type="submit" disabled={save.isPending}>
              {t('discounts.save')}
            </Button>
            <Button type="button" variant="secondary" onClick={() => setDraft(null)}>
              {t('discounts.cancel')}
            </Button>
          </div>
        </form>
      )}

      {codes.isError && <Alert tone="error">{errorMessage(codes.error)}</Alert>}
      {codes.data && codes.data.length === 0 && <p>{t('discounts.empty')}</p>}
      {codes.data && codes.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="discount-list">
            <thead>
              <tr>
                <th scope="col">{t('discounts.columns.code')}</th>
                <th scope="col">{t('discounts.columns.rule')}</th>
                <th scope="col">{t('discounts.columns.scope')}</th>
                <th scope="col">{t('discounts.columns.dates')}</th>
                <th scope="col">{t('discounts.columns.uses')}</th>
                <th scope="col">{t('discounts.columns.status')}</th>
                <th scope="col">
                  <span className="sr-only">{t('discounts.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((code) => (
                <tr key={code.id} data-testid={`discount-row-${code.code}`}>
                  <td>
                    <strong>{code.code}</strong>
                  </td>
                  <td>
                    {rule(code)}
                    {code.minimumSpend > 0 && (
                      <small className={styles.muted}>
                        {' '}
                        · {t('discounts.minimum', { amount: formatRM(code.minimumSpend) })}
                      </small>
                    )}
                  </td>
                  <td>{scope(code)}</td>
                  <td>
                    {code.startsOn || code.endsOn
                      ? t('discounts.dates', { from: code.startsOn ?? '…', to: code.endsOn ?? '…' })
                      : t('discounts.always')}
                  </td>
                  <td data-testid="discount-uses">
                    {code.usageLimit === null ? code.used : `${code.used} / ${code.usageLimit}`}
                    {code.perCustomerLimit !== null && (
                      <small className={styles.muted}>
                        {' '}
                        · {t('discounts.perCustomer', { count: code.perCustomerLimit })}
                      </small>
                    )}
                  </td>
                  <td>{code.active ? t('discounts.active') : t('discounts.inactive')}</td>
                  <td className={styles.rowActions}>
                    <Button type="button" size="sm" variant="secondary" onClick={() => open(code)}>
                      {t('discounts.edit')}
                    </Button>
                    {code.active && (
                      <Button
                        type="button"
                        size="sm"
                        variant="danger-outline"
                        disabled={deactivate.isPending}
                        onClick={() => deactivate.mutate(code.id)}
                      >
                        {t('discounts.deactivate')}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
