import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { checkSpecifications } from '@kedai/contracts';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import styles from './product-management.module.css';

export interface SpecificationRow {
  /** Stable across edits so React keeps each row's inputs (and focus) in place. */
  key: string;
  name: string;
  value: string;
}

let nextKey = 0;
export const specificationRow = (name = '', value = ''): SpecificationRow => ({
  key: `spec-${(nextKey += 1)}`,
  name,
  value,
});

export const rowsOf = (specifications: Record<string, string>): SpecificationRow[] =>
  Object.entries(specifications).map(([name, value]) => specificationRow(name, value));

/** The rows as the API takes them: blank rows dropped, then the shared rules (a ProductRuleError if broken). */
export const specificationsOf = (rows: SpecificationRow[]): Record<string, string> =>
  checkSpecifications(
    rows.filter((row) => row.name.trim() || row.value.trim()).map((row): [string, string] => [row.name, row.value]),
  );

export interface SpecificationsEditorProps {
  rows: SpecificationRow[];
  error: string | null;
  onChange: (rows: SpecificationRow[]) => void;
}

/** Key features: name and value pairs, shown on the product page as "Name: value". */
export function SpecificationsEditor({ rows, error, onChange }: SpecificationsEditorProps) {
  const { t } = useTranslation('admin-catalog');
  const id = useId();
  const update = (key: string, patch: Partial<SpecificationRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <fieldset className={styles.specs} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className={styles.specsLegend}>{t('products.specifications.legend')}</legend>
      <p id={`${id}-hint`} className={styles.specsHint}>
        {t('products.specifications.hint')}
      </p>
      {rows.map((row, index) => (
        <div key={row.key} className={styles.specRow}>
          <Input
            aria-label={t('products.specifications.featureName', { number: index + 1 })}
            placeholder={t('products.specifications.namePlaceholder')}
            value={row.name}
            aria-invalid={error ? true : undefined}
            onChange={(e) => update(row.key, { name: e.target.value })}
          />
          <Input
            aria-label={t('products.specifications.featureValue', { number: index + 1 })}
            placeholder={t('products.specifications.valuePlaceholder')}
            value={row.value}
            onChange={(e) => update(row.key, { value: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('products.specifications.removeFeature', { number: index + 1 })}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            {t('products.specifications.remove')}
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={() => onChange([...rows, specificationRow()])}>
          {t('products.specifications.addFeature')}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className={styles.specsError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
