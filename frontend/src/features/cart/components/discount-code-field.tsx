import { normaliseDiscountCode } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { quoteOrder } from '../api/check-cart';
import type { CartItem } from '../cart-types';
import { setDiscountCode, useDiscountCode } from '../discount-code';
import styles from './discount-code-field.module.css';

/**
 * "Discount code" with Apply and Remove. Apply asks the server for a quote with the code: a code that does not
 * apply is refused with its reason, in the shopper's language. `problem`: why an applied code no longer applies.
 */
export function DiscountCodeField({ items, problem }: { items: CartItem[]; problem?: string | null }) {
  const { t } = useTranslation('cart');
  const applied = useDiscountCode();
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const code = normaliseDiscountCode(typed);
    if (!code) {
      setError(t('discount.empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await quoteOrder(items, code);
      setDiscountCode(code);
      setTyped('');
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  if (applied) {
    return (
      <div className={styles.applied} data-testid="discount-applied">
        <span>{t('discount.applied', { code: applied })}</span>
        <Button type="button" variant="secondary" size="sm" onClick={() => setDiscountCode(null)}>
          {t('discount.remove')}
        </Button>
        {problem && (
          <p className={styles.problem} role="alert" data-testid="discount-problem">
            {problem}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void apply(event)} noValidate>
      <Field label={t('discount.label')} error={error}>
        {(control) => (
          <div className={styles.row}>
            <Input
              {...control}
              value={typed}
              maxLength={40}
              autoComplete="off"
              autoCapitalize="characters"
              onChange={(event) => setTyped(event.target.value)}
              data-testid="discount-input"
            />
            <Button type="submit" variant="secondary" disabled={busy}>
              {t('discount.apply')}
            </Button>
          </div>
        )}
      </Field>
    </form>
  );
}
