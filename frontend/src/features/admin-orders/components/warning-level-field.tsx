import type { CodePoolSummary } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateCodePool } from '../api/update-code-pool';
import styles from './admin-screen.module.css';

/** The pool's warning level: a whole number of codes (0 or more), checked here and by the server. */
export function warningLevelProblem(raw: string): string | null {
  if (!/^\d+$/.test(raw.trim())) return 'Enter a whole number of codes (0 or more).';
  if (Number(raw) > 100_000) return 'The warning level can be at most 100000 codes.';
  return null;
}

export function WarningLevelField({ pool, onError }: { pool: CodePoolSummary; onError: (text: string) => void }) {
  const [value, setValue] = useState(String(pool.warningLevel));
  const update = useUpdateCodePool();
  const changed = value.trim() !== String(pool.warningLevel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = warningLevelProblem(value);
    if (problem) return onError(problem);
    update.mutate(
      { productCode: pool.productCode, warningLevel: Number(value) },
      { onError: (failure) => onError(errorMessage(failure, 'Failed to save the warning level')) },
    );
  };
  return (
    <form className={styles.actions} onSubmit={submit} aria-label={`Warning level of ${pool.title}`}>
      <input
        className={styles.select}
        style={{ width: '5rem' }}
        inputMode="numeric"
        aria-label="Warn at or below"
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {changed && (
        <Button size="sm" type="submit" loading={update.isPending}>
          Save
        </Button>
      )}
    </form>
  );
}
