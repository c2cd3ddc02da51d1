import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkProductOptions, PRODUCT_OPTION_NAMES, type OptionName, type ProductOption } from '@kedai/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import styles from './product-management.module.css';

export interface ChoiceRow {
  /** Stable across edits so React keeps each row's inputs (and focus) in place. */
  key: string;
  label: string;
  value: string;
  price: string;
  /** Blank: the choice has no stock of its own (the product's stock counts). */
  stock: string;
}

export interface OptionDraft {
  /** '' for a product without options. */
  name: OptionName | '';
  choices: ChoiceRow[];
}

let nextKey = 0;
export const choiceRow = (label = '', value = '', price = '', stock = ''): ChoiceRow => ({
  key: `choice-${(nextKey += 1)}`,
  label,
  value,
  price,
  stock,
});

export const optionDraftOf = (options: ProductOption[]): OptionDraft => {
  const [option] = options;
  if (!option) return { name: '', choices: [] };
  return {
    name: option.name,
    choices: option.choices.map((choice) =>
      choiceRow(
        choice.label,
        choice.value,
        choice.price.toFixed(2),
        choice.stock === undefined ? '' : String(choice.stock),
      ),
    ),
  };
};

/** The option as the API takes it, checked by the shared rules (a ProductRuleError if broken). */
export const optionsOf = (draft: OptionDraft): ProductOption[] =>
  checkProductOptions(
    draft.name
      ? [
          {
            name: draft.name,
            choices: draft.choices
              .filter((row) => row.label.trim() || row.value.trim() || row.price.trim() || row.stock.trim())
              .map(({ label, value, price, stock }) => ({ label, value, price, stock })),
          },
        ]
      : [],
  );

export interface OptionsEditorProps {
  draft: OptionDraft;
  error: string | null;
  onChange: (draft: OptionDraft) => void;
}

/** The product's option (Duration, Version or Edition) and its choices: what the storefront sells and charges. */
export function OptionsEditor({ draft, error, onChange }: OptionsEditorProps) {
  const { t } = useTranslation('admin-catalog');
  const id = useId();
  const update = (key: string, patch: Partial<ChoiceRow>) =>
    onChange({ ...draft, choices: draft.choices.map((row) => (row.key === key ? { ...row, ...patch } : row)) });

  return (
    <fieldset className={styles.specs} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className={styles.specsLegend}>{t('products.options.legend')}</legend>
      <p id={`${id}-hint`} className={styles.specsHint}>
        {t('products.options.hint')}
      </p>
      <label className={styles.specsHint} htmlFor={`${id}-name`}>
        {t('products.options.option')}
      </label>
      <select
        id={`${id}-name`}
        className={styles.select}
        value={draft.name}
        onChange={(e) => {
          const name = e.target.value as OptionName | '';
          onChange({ name, choices: name && draft.choices.length === 0 ? [choiceRow()] : draft.choices });
        }}
      >
        <option value="">{t('products.options.none')}</option>
        {PRODUCT_OPTION_NAMES.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      {draft.name &&
        draft.choices.map((row, index) => (
          <div key={row.key} className={styles.choiceRow}>
            <Input
              aria-label={t('products.options.choiceLabel', { number: index + 1 })}
              placeholder={t('products.options.choiceLabelPlaceholder')}
              value={row.label}
              aria-invalid={error ? true : undefined}
              onChange={(e) => update(row.key, { label: e.target.value })}
            />
            <Input
              aria-label={t('products.options.choiceValue', { number: index + 1 })}
              placeholder={t('products.options.choiceValuePlaceholder')}
              value={row.value}
              onChange={(e) => update(row.key, { value: e.target.value })}
            />
            <Input
              aria-label={t('products.options.choicePrice', { number: index + 1 })}
              placeholder={t('products.options.choicePricePlaceholder')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={row.price}
              onChange={(e) => update(row.key, { price: e.target.value })}
            />
            <Input
              aria-label={t('products.options.choiceStock', { number: index + 1 })}
              placeholder={t('products.options.choiceStockPlaceholder')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={row.stock}
              onChange={(e) => update(row.key, { stock: e.target.value })}
            />
            <Button
              type="button"
              variant="ghost"
              size="sm"
              aria-label={t('products.options.removeChoice', { number: index + 1 })}
              onClick={() => onChange({ ...draft, choices: draft.choices.filter((other) => other.key !== row.key) })}
            >
              {t('products.options.remove')}
            </Button>
          </div>
        ))}
      {draft.name && (
        <div>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            onClick={() => onChange({ ...draft, choices: [...draft.choices, choiceRow()] })}
          >
            {t('products.options.addChoice')}
          </Button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.specsError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
