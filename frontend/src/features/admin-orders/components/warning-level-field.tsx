import type { CodePoolSummary } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useUpdateCodePool } from '../api/update-code-pool';
import styles from './admin-screen.module.css';

/**
 * The pool's warning level: a whole number of codes (0 or more), checked here and by the server. The problem is
 * the `admin-orders` catalogue key of its text, or null.
 */
export function warningLevelProblem(raw: string) {
  if (!/^\d+$/.test(raw.trim())) return 'warningLevel.notWholeNumber' as const;
  if (Number(raw) > 100_000) return 'warningLevel.tooHigh' as const;
  return null;
}

export function WarningLevelField({ pool, onError }: { pool: CodePoolSummary; onError: (text: string) => void }) {
  const { t } = useTranslation('admin-orders');
  const [value, setValue] = useState(String(pool.warningLevel));
  const update = useUpdateCodePool();
  const changed = value.trim() !== String(pool.warningLevel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = warningLevelProblem(value);
    if (problem) return onError(t(problem));
    update.mutate(
      { productCode: pool.productCode, warningLevel: Number(value) },
      { onError: (failure) => onError(errorMessage(failure, t('warningLevel.saveFailed'))) },
    );
  };
  return (
    <form
      className={styles.actions}
      onSubmit={submit}
      aria-label={t('warningLevel.formLabel', { product: pool.title })}
    >
      <input
        className={styles.select}
        style={{ width: '5rem' }}
        inputMode="numeric"
        aria-label={t('warningLevel.inputLabel')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      {changed && (
        <Button size="sm" type="submit" loading={update.isPending}>
          {t('warningLevel.save')}
        </Button>
      )}
    </form>
  );
}
