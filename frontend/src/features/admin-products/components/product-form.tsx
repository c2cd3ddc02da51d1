import { useEffect, useMemo, useState, type FormEvent } from 'react';
import {
  type AdminProductView,
  checkImageCount,
  checkImageFile,
  fromPrice,
  parseCategory,
  parseCount,
  parsePrice,
  parseSku,
  parseTitle,
  PRODUCT_CATEGORIES,
  PRODUCT_IMAGE_TYPES,
  ProductRuleError,
  type ProductTranslations,
} from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import type { AdminProductFields } from '../api/save-admin-product';
import styles from './product-management.module.css';
import { optionDraftOf, OptionsEditor, optionsOf, type OptionDraft } from './options-editor';
import { rowsOf, specificationsOf, SpecificationsEditor, type SpecificationRow } from './specifications-editor';
import { TranslationsEditor } from './translations-editor';
import { ProblemWindowField } from './problem-window-field';

type Draft = Required<Omit<AdminProductFields, 'isActive' | 'tags' | 'specifications' | 'options' | 'translations'>> & {
  status: 'active' | 'inactive';
  /** Comma-separated. */
  tags: string;
};
type FieldName = keyof AdminProductFields | 'images';
type FieldErrors = Partial<Record<FieldName, string>>;

/** A new product starts at price 0, stock 0, warning level 10, active (docs/product/admin.md#products). */
const draftOf = (product: AdminProductView | null): Draft => ({
  title: product?.title ?? '',
  category: product?.category ?? '',
  price: product ? product.price.toFixed(2) : '0',
  stock: String(product?.stock ?? 0),
  stockWarningLevel: String(product?.stockWarningLevel ?? 10),
  description: product?.description ?? '',
  sku: product?.sku ?? '',
  status: product && !product.isActive ? 'inactive' : 'active',
  tags: product?.tags.join(', ') ?? '',
});

const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** The same rules as the server (shared from the contracts); every field's first problem. */
function checkDraft(
  draft: Draft,
  specs: SpecificationRow[],
  option: OptionDraft,
  images: File[],
  keptImages: number,
): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: FieldName, run: () => unknown) => {
    try {
      run();
    } catch (error) {
      if (!(error instanceof ProductRuleError)) throw error;
      errors[field] = error.message;
    }
  };
  check('title', () => parseTitle(draft.title));
  check('category', () => parseCategory(draft.category));
  // A product with an option is priced by its choices (checked there); without, it needs its own price.
  if (option.name) check('options', () => optionsOf(option));
  else check('price', () => parsePrice(draft.price));
  check('stock', () => parseCount(draft.stock, 'Stock', 'stock'));
  check('stockWarningLevel', () => parseCount(draft.stockWarningLevel, 'Stock warning level', 'stockWarningLevel'));
  check('sku', () => parseSku(draft.sku));
  check('specifications', () => specificationsOf(specs));
  check('images', () => {
    images.forEach((file) => checkImageFile(file));
    checkImageCount(images.length > 0 ? images.length : keptImages);
  });
  return errors;
}

/** The server's refusal: its field errors next to the fields, its message above the form. */
function serverErrors(error: unknown, fallback: string): { message: string; fields: FieldErrors } {
  if (!(error instanceof ApiError)) return { message: fallback, fields: {} };
  const fields: FieldErrors = {};
  for (const entry of error.errors ?? []) fields[entry.field as FieldName] = entry.messages[0];
  return { message: error.message || fallback, fields };
}

interface NumberFieldProps {
  label: string;
  /** 0.01 for money, 1 for counts. */
  step: number;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}

function NumberField({ label, step, value, error, onChange }: NumberFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="number"
          inputMode={step < 1 ? 'decimal' : 'numeric'}
          min={0}
          step={step}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export interface ProductFormProps {
  /** The product being edited; null adds a new one. */
  editing: AdminProductView | null;
  saving: boolean;
  /** What the last save threw, if it failed. */
  saveError: unknown;
  onSubmit: (fields: AdminProductFields, images: File[]) => void;
  onCancel: () => void;
}

/** Add or edit a product (docs/product/admin.md#products). */
export function ProductForm({ editing, saving, saveError, onSubmit, onCancel }: ProductFormProps) {
  const { t } = useTranslation('admin-catalog');
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [specs, setSpecs] = useState<SpecificationRow[]>(() => rowsOf(editing?.specifications ?? {}));
  const [option, setOption] = useState<OptionDraft>(() => optionDraftOf(editing?.options ?? []));
  const [translations, setTranslations] = useState<ProductTranslations>(() => editing?.translations ?? {});
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const fallback = editing ? t('products.errors.saveFailed') : t('products.errors.addFailed');
  const server = useMemo(() => (saveError ? serverErrors(saveError, fallback) : null), [saveError, fallback]);
  const preview = useMemo(() => (images[0] ? URL.createObjectURL(images[0]) : null), [images]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  /** Editing a field clears its error; the whole form is checked again on submit. */
  const clearError = (field: FieldName) =>
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== field)));
  const set = (field: keyof Draft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'status') clearError(field);
  };
  const shown = (field: FieldName) => errors[field] ?? server?.fields[field] ?? null;
  const keptImages = editing?.images.length ?? 0;
  const derivedPrice = useMemo(() => {
    try {
      return fromPrice(optionsOf(option));
    } catch {
      return null;
    }
  }, [option]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft, specs, option, images, keptImages);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { status, tags, stock, ...fields } = draft;
    const options = optionsOf(option);
    onSubmit(
      {
        ...fields,
        ...((!editing || stock !== draftOf(editing).stock) && { stock }),
        // Left blank with options: the server sets the price to the cheapest choice.
        price: options.length ? '' : fields.price,
        options: JSON.stringify(options),
        title: fields.title.trim(),
        sku: fields.sku.trim(),
        isActive: status === 'active',
        tags: JSON.stringify(tagsOf(tags)),
        specifications: JSON.stringify(specificationsOf(specs)),
        // Blank texts and those of removed features or choices are dropped by the server.
        translations: JSON.stringify(translations),
      },
      images,
    );
  };

  const submitLabel = editing
    ? t(saving ? 'products.form.saving' : 'products.form.save')
    : t(saving ? 'products.form.adding' : 'products.form.add');

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-label={editing ? t('products.form.editLabel') : t('products.form.addLabel')}
    >
      {server && <Alert tone="error">{server.message}</Alert>}
      <div className={styles.formGrid}>
        <Field label={t('products.form.name')} error={shown('title')}>
          {(control) => <Input {...control} value={draft.title} onChange={(e) => set('title')(e.target.value)} />}
        </Field>
        <Field label={t('products.form.category')} error={shown('category')}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={draft.category}
              onChange={(e) => set('category')(e.target.value)}
            >
              <option value="">{t('products.form.selectCategory')}</option>
              {PRODUCT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          )}
        </Field>
        {option.name ? (
          <Field label={t('products.form.price')} error={shown('price')} hint={t('products.form.derivedPriceHint')}>
            {(control) => (
              <output id={control.id} className={styles.derivedPrice} data-testid="derived-price">
                {derivedPrice === null ? '—' : t('products.form.fromPrice', { price: `RM${derivedPrice.toFixed(2)}` })}
              </output>
            )}
          </Field>
        ) : (
          <NumberField
            label={t('products.form.price')}
            step={0.01}
            value={draft.price}
            error={shown('price')}
            onChange={set('price')}
          />
        )}
        <NumberField
          label={t('products.form.stock')}
          step={1}
          value={draft.stock}
          error={shown('stock')}
          onChange={set('stock')}
        />
        <Field label={t('products.form.sku')} optional error={shown('sku')} hint={t('products.form.skuHint')}>
          {(control) => <Input {...control} value={draft.sku} onChange={(e) => set('sku')(e.target.value)} />}
        </Field>
        <NumberField
          label={t('products.form.stockWarningLevel')}
          step={1}
          value={draft.stockWarningLevel}
          error={shown('stockWarningLevel')}
          onChange={set('stockWarningLevel')}
        />
        <Field label={t('products.form.status')}>
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={draft.status}
              onChange={(e) => set('status')(e.target.value)}
            >
              <option value="active">{t('products.form.active')}</option>
              <option value="inactive">{t('products.form.inactive')}</option>
            </select>
          )}
        </Field>
      </div>
      <Field label={t('products.form.description')} optional error={shown('description')}>
        {(control) => (
          <textarea
            {...control}
            className={styles.textarea}
            rows={4}
            value={draft.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('products.form.tags')} optional error={shown('tags')} hint={t('products.form.tagsHint')}>
        {(control) => <Input {...control} value={draft.tags} onChange={(e) => set('tags')(e.target.value)} />}
      </Field>
      <OptionsEditor
        draft={option}
        error={shown('options')}
        onChange={(next) => {
          setOption(next);
          clearError('options');
          clearError('price');
        }}
      />
      <SpecificationsEditor
        rows={specs}
        error={shown('specifications')}
        onChange={(rows) => {
          setSpecs(rows);
          clearError('specifications');
        }}
      />
      <TranslationsEditor
        english={{
          title: draft.title,
          description: draft.description,
          features: specs.filter((row) => row.name.trim()).map((row) => [row.name.trim(), row.value]),
          choices: option.name
            ? option.choices
                .filter((row) => row.value.trim())
                .map((row) => ({ value: row.value.trim(), label: row.label }))
            : [],
        }}
        value={translations}
        error={shown('translations')}
        onChange={(next) => {
          setTranslations(next);
          clearError('translations');
        }}
      />
      <Field
        label={t('products.form.images')}
        error={shown('images')}
        hint={editing ? t('products.form.imagesHintEdit') : t('products.form.imagesHintAdd')}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={PRODUCT_IMAGE_TYPES.join(',')}
            className={styles.fileInput}
            onChange={(e) => {
              setImages(Array.from(e.target.files ?? []));
              clearError('images');
            }}
          />
        )}
      </Field>
      <div className={styles.previewRow}>
        {preview ? (
          <>
            <img src={preview} alt={t('products.form.previewAlt')} className={styles.preview} />
            <span className={styles.fileName}>
              {images[0].name}
              {images.length > 1 && ` ${t('products.form.moreImages', { extra: images.length - 1 })}`}
            </span>
          </>
        ) : (
          editing?.images.map((image) => (
            <img key={image.url} src={image.url} alt={t('products.form.currentImageAlt')} className={styles.preview} />
          ))
        )}
      </div>
      {editing && <ProblemWindowField productCode={editing.productCode} />}
      <div className={styles.formActions}>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={saving}>
          {t('products.form.cancel')}
        </Button>
        <Button type="submit" loading={saving}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
