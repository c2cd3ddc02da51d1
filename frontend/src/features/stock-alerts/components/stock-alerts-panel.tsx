import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STOCK_ALERT_MARGIN } from '@kedai/contracts';
import { AdminTable } from '@/components/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSaveStockAlertSettings, useStockAlertDemand, useStockAlertSettings } from '../api/stock-alerts';
import styles from './stock-alerts-panel.module.css';

/**
 * Product Management's back-in-stock section (docs/product/admin.md#back-in-stock-alerts): how many shoppers
 * wait for each product, and the margin of alerts sent beyond the units restocked.
 */
export function StockAlertsPanel() {
  const { t } = useTranslation('admin-catalog');
  const demand = useStockAlertDemand();
  return (
    <section className={styles.panel} aria-labelledby="stock-alerts-title">
      <h2 id="stock-alerts-title" className={styles.title}>
        {t('stockAlerts.heading')}
      </h2>
      <p className={styles.lead}>{t('stockAlerts.lead')}</p>
      {demand.isError ? (
        <Alert tone="error">{errorMessage(demand.error)}</Alert>
      ) : demand.data && demand.data.length === 0 ? (
        <p className={styles.lead}>{t('stockAlerts.none')}</p>
      ) : (
        <AdminTable label={t('stockAlerts.heading')} framed>
          <thead>
            <tr>
              <th scope="col">{t('stockAlerts.product')}</th>
              <th scope="col">{t('stockAlerts.waiting')}</th>
            </tr>
          </thead>
          <tbody>
            {(demand.data ?? []).map((row) => (
              <tr key={row.productId} data-testid="stock-alert-demand">
                <td>
                  {row.title} <span className={styles.code}>{row.productCode}</span>
                </td>
                <td>
                  {row.waiting}
                  {row.byChannel.whatsapp > 0 && ` (${t('stockAlerts.onWhatsapp', { count: row.byChannel.whatsapp })})`}
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}
      <MarginForm />
    </section>
  );
}

function MarginForm() {
  const { t } = useTranslation('admin-catalog');
  const settings = useStockAlertSettings();
  const save = useSaveStockAlertSettings();
  const [draft, setDraft] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const value = draft ?? String(settings.data?.margin ?? '');
  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(null);
        save.mutate(
          { margin: Number(value) },
          {
            onSuccess: (result) => {
              setDraft(null);
              setSaved(result.margin);
            },
          },
        );
      }}
    >
      <Field
        label={t('stockAlerts.margin')}
        hint={t('stockAlerts.marginHint')}
        error={save.isError ? errorMessage(save.error) : null}
      >
        {(control) => (
          <Input
            {...control}
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_STOCK_ALERT_MARGIN}
            value={value}
            onChange={(event) => setDraft(event.target.value)}
          />
        )}
      </Field>
      <Button type="submit" loading={save.isPending} disabled={settings.isPending}>
        {t('stockAlerts.save')}
      </Button>
      {saved !== null && <Alert tone="success">{t('stockAlerts.saved', { margin: saved })}</Alert>}
    </form>
  );
}
