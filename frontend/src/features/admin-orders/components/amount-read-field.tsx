import type { ReceiptReviewView } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { formatRM } from '@/lib/money';
import { useRecordReceiptAmount } from '../api/record-receipt-amount';
import own from './receipts-screen.module.css';

/** The amount expected, the amount the reviewer read on the receipt, and the flags a mismatch or late upload raise. */
export function AmountReadField({ row }: { row: ReceiptReviewView }) {
  const { t } = useTranslation('admin-orders');
  const [text, setText] = useState(row.amountRead === null ? '' : row.amountRead.toFixed(2));
  const record = useRecordReceiptAmount();
  return (
    <div>
      <strong>{formatRM(row.amountExpected)}</strong>
      <form
        className={own.amountForm}
        onSubmit={(event) => {
          event.preventDefault();
          record.mutate({ orderId: row.orderId, amount: text });
        }}
      >
        <input
          className={own.amountInput}
          aria-label={t('amountRead.inputLabel', { orderId: row.orderId })}
          inputMode="decimal"
          placeholder={t('amountRead.placeholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button size="sm" variant="ghost" type="submit" loading={record.isPending}>
          {t('amountRead.save')}
        </Button>
      </form>
      {record.isError && <span className={own.flag}>{errorMessage(record.error, t('amountRead.saveFailed'))}</span>}
      {row.amountMismatch && row.amountRead !== null && (
        <strong className={own.flag} data-testid="amount-mismatch">
          {t('amountRead.mismatch', { read: formatRM(row.amountRead), expected: formatRM(row.amountExpected) })}
        </strong>
      )}
      {row.uploadedLate && (
        <strong className={own.flag} data-testid="late-flag">
          {t('amountRead.late')}
        </strong>
      )}
    </div>
  );
}
