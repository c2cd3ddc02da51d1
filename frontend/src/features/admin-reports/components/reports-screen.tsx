import { REPORT_GRANULARITIES, SUPPORT_CHANNELS, type ReportGranularity } from '@kedai/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage, AdminPageHeader } from '@/components/admin/admin-page';
import { Alert } from '@/components/ui/alert';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { LoadingBlock } from '@/components/ui/spinner';
import { TabList, tabPanelProps } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-client';
import { shopDay } from '@/lib/format';
import { downloadReportCsv, useSalesReport, useSupportReport, type SupportChannelFilter } from '../api/reports';
import { presetDays, rangeDays, RANGE_PRESETS, type RangePreset, type ReportRangeForm } from '../rules/report-range';
import { SalesReportView } from './sales-report';
import { SupportReportView } from './support-report';
import styles from './reports.module.css';

type ReportTab = 'sales' | 'support';
const TABS = [
  { value: 'sales', label: 'Sales' },
  { value: 'support', label: 'Support' },
] as const;

const PRESET_LABELS: Record<RangePreset, string> = {
  last7: 'Last 7 days',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  thisMonth: 'This month',
  custom: 'Custom',
};

const GRANULARITY_LABELS: Record<ReportGranularity, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Reports (docs/product/admin.md "Reports"): sales and support for a range on the shop's clock; admins only. */
export function ReportsScreen() {
  const { t } = useTranslation('admin-reports');
  const today = shopDay(new Date());
  const [tab, setTab] = useState<ReportTab>('sales');
  const [channel, setChannel] = useState<SupportChannelFilter>('all');
  const [range, setRange] = useState<ReportRangeForm>(() => ({
    preset: 'last30',
    ...presetDays('last30', today),
    granularity: 'day',
  }));
  const valid = rangeDays(range.from, range.to) > 0;
  const sales = useSalesReport(range, valid && tab === 'sales');
  const support = useSupportReport(range, channel, valid && tab === 'support');
  const query = tab === 'sales' ? sales : support;
  const period = query.data?.previous.period;

  const choosePreset = (preset: RangePreset) =>
    setRange((old) => ({ ...old, preset, ...presetDays(preset, today, { from: old.from, to: old.to }) }));

  return (
    <AdminPage labelledBy="reports-title">
      <AdminPageHeader
        id="reports-title"
        title="Reports"
        subtitle="Sales and support for a range of days on the shop's clock, beside the same number of days just before."
        actions={<ExportCsvButton download={() => downloadReportCsv(tab, range, channel)} />}
      />
      <form className={styles.controls} aria-label="Report range" onSubmit={(event) => event.preventDefault()}>
        <Field label="Range">
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={range.preset}
              onChange={(event) => choosePreset(event.target.value as RangePreset)}
            >
              {RANGE_PRESETS.map((preset) => (
                <option key={preset} value={preset}>
                  {PRESET_LABELS[preset]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="From">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={range.from}
              max={range.to}
              onChange={(event) => setRange((old) => ({ ...old, preset: 'custom', from: event.target.value }))}
            />
          )}
        </Field>
        <Field label="To">
          {(control) => (
            <Input
              {...control}
              type="date"
              value={range.to}
              min={range.from}
              onChange={(event) => setRange((old) => ({ ...old, preset: 'custom', to: event.target.value }))}
            />
          )}
        </Field>
        <Field label="Group by">
          {(control) => (
            <select
              {...control}
              className={styles.select}
              value={range.granularity}
              onChange={(event) =>
                setRange((old) => ({ ...old, granularity: event.target.value as ReportGranularity }))
              }
            >
              {REPORT_GRANULARITIES.map((granularity) => (
                <option key={granularity} value={granularity}>
                  {GRANULARITY_LABELS[granularity]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {tab === 'support' && (
          <Field label={t('channel.label')}>
            {(control) => (
              <select
                {...control}
                className={styles.select}
                value={channel}
                onChange={(event) => setChannel(event.target.value as SupportChannelFilter)}
              >
                <option value="all">{t('channel.all')}</option>
                {SUPPORT_CHANNELS.map((one) => (
                  <option key={one} value={one}>
                    {t(`channel.${one}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        {period && (
          <p className={styles.periods} aria-live="polite">
            Compared with {period.from} to {period.to}
          </p>
        )}
      </form>
      <TabList idBase="reports" label="Report" items={TABS} value={tab} onChange={setTab} />
      <div {...tabPanelProps('reports', tab)}>
        {!valid ? (
          <Alert tone="error">Choose a "To" day on or after the "From" day.</Alert>
        ) : query.isError ? (
          <Alert tone="error">{errorMessage(query.error, 'Could not load the report')}</Alert>
        ) : tab === 'sales' ? (
          sales.data ? (
            <SalesReportView report={sales.data} />
          ) : (
            <LoadingBlock />
          )
        ) : support.data ? (
          <SupportReportView report={support.data} />
        ) : (
          <LoadingBlock />
        )}
      </div>
    </AdminPage>
  );
}
