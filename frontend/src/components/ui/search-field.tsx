import { cn } from '@/lib/cn';
import { Field } from './field';
import { SearchIcon } from './icons';
import { Input } from './input';
import { Spinner } from './spinner';
import styles from './search-field.module.css';

export interface SearchFieldProps {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** A search is on its way to the server. */
  busy?: boolean;
  className?: string;
}

/** A labelled search box with a magnifier, and a small spinner while results are being fetched. */
export function SearchField({ label, placeholder, value, onChange, busy = false, className }: SearchFieldProps) {
  return (
    <Field label={label} className={cn(styles.field, className)}>
      {(control) => (
        <div className={styles.control}>
          <SearchIcon size={18} className={styles.icon} />
          <Input
            {...control}
            type="search"
            className={styles.input}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {busy && <Spinner size="sm" label="Searching" className={styles.busy} />}
        </div>
      )}
    </Field>
  );
}
