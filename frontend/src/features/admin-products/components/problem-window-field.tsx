import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useProblemWindow, useSaveProblemWindow } from '../api/problem-window';
import styles from './product-management.module.css';

/**
 * The product's problem-report window (docs/product/problem-reports.md): hours after delivery during which a
 * customer may report a problem; empty for the default (3 days for camera apps, 12 hours otherwise). Saved on
 * its own, beside the product's form.
 */
export function ProblemWindowField({ productCode }: { productCode: string }) {
  const { t } = useTranslation('admin-catalog');
  const window = useProblemWindow(productCode);
  const save = useSaveProblemWindow(productCode);
  const [text, setText] = useState<string | null>(null);
  if (!window.data) return null;
  const value = text ?? (window.data.hours === null ? '' : String(window.data.hours));
  const id = `problem-window-${productCode}`;
  return (
    <div className={styles.formGrid}>
      <div>
        <label htmlFor={id}>{t('products.problemWindow.label')}</label>
        <Input
          id={id}
          inputMode="numeric"
          placeholder={t('products.problemWindow.placeholder', { hours: window.data.effectiveHours })}
          value={value}
          onChange={(event) => setText(event.target.value)}
        />
        <p>{t('products.problemWindow.hint', { hours: window.data.effectiveHours })}</p>
        <Button
          type="button"
          size="sm"
          variant="secondary"
          loading={save.isPending}
          onClick={() => save.mutate(value.trim() === '' ? null : Number(value), { onSuccess: () => setText(null) })}
        >
          {t('products.problemWindow.save')}
        </Button>
        {save.isError && <Alert tone="error">{errorMessage(save.error, t('products.problemWindow.failed'))}</Alert>}
      </div>
    </div>
  );
}
