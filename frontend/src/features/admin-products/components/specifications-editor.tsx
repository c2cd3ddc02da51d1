import { useId } from 'react';
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
  const id = useId();
  const update = (key: string, patch: Partial<SpecificationRow>) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));

  return (
    <fieldset className={styles.specs} aria-describedby={error ? `${id}-error` : `${id}-hint`}>
      <legend className={styles.specsLegend}>Key features (specifications)</legend>
      <p id={`${id}-hint`} className={styles.specsHint}>
        Shown on the product page, e.g. Platform: iOS &amp; Android.
      </p>
      {rows.map((row, index) => (
        <div key={row.key} className={styles.specRow}>
          <Input
            aria-label={`Feature ${index + 1} name`}
            placeholder="Name"
            value={row.name}
            aria-invalid={error ? true : undefined}
            onChange={(e) => update(row.key, { name: e.target.value })}
          />
          <Input
            aria-label={`Feature ${index + 1} value`}
            placeholder="Value"
            value={row.value}
            onChange={(e) => update(row.key, { value: e.target.value })}
          />
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={`Remove feature ${index + 1}`}
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button type="button" variant="secondary" size="sm" onClick={() => onChange([...rows, specificationRow()])}>
          Add feature
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
