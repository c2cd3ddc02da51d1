import type { CodePoolSummary } from '@kedai/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingBlock } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { addCodesResultMessage, useAddPoolCodes } from '../api/add-pool-codes';
import { useDeletePoolCode } from '../api/delete-pool-code';
import { useCodePools } from '../api/get-code-pools';
import { usePoolCodes, type CodeListFilter } from '../api/get-pool-codes';
import { useUpdateCodePool } from '../api/update-code-pool';
import { useOrderEvents } from '../hooks/use-order-events';
import { formatDateTime } from '../order-labels';
import styles from './admin-screen.module.css';
import { WarningLevelField } from './warning-level-field';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

function AddCodesForm({ pool }: { pool: CodePoolSummary }) {
  const { t } = useTranslation('admin-fulfilment');
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const add = useAddPoolCodes();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setResult({ tone: 'error', text: t('codePools.add.tooLarge', { fileName: file.name }) });
      return;
    }
    setText(await file.text());
    setFileName(file.name);
    setResult(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setResult({ tone: 'error', text: t('codePools.add.empty') });
      return;
    }
    setResult(null);
    add.mutate(
      { productCode: pool.productCode, text },
      {
        onSuccess: (answer) => {
          setResult({ tone: 'success', text: addCodesResultMessage(answer) });
          setText('');
          setFileName(null);
        },
        onError: (error) => setResult({ tone: 'error', text: errorMessage(error, 'Failed to add codes') }),
      },
    );
  };

  return (
    <form className={styles.section} onSubmit={submit} aria-label={t('codePools.add.label')}>
      <label className={styles.section}>
        <span className={styles.sectionTitle}>{t('codePools.add.title')}</span>
        <span className={styles.muted}>{t('codePools.add.hint')}</span>
        <textarea
          className={styles.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={'ABC123\nDEF456'}
        />
      </label>
      <div className={styles.actions}>
        <label className={styles.actions}>
          <span>{t('codePools.add.file')}</span>
          <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => void readFile(event)} />
        </label>
        {fileName && <span className={styles.muted}>{t('codePools.add.loaded', { fileName })}</span>}
        <Button type="submit" loading={add.isPending}>
          {t('codePools.add.submit')}
        </Button>
      </div>
      {result && (
        <Alert tone={result.tone} onDismiss={() => setResult(null)}>
          <span data-testid="add-codes-result">{result.text}</span>
        </Alert>
      )}
    </form>
  );
}

function PoolCodes({ pool }: { pool: CodePoolSummary }) {
  const { t } = useTranslation('admin-fulfilment');
  const [filter, setFilter] = useState<CodeListFilter>('unsold');
  const codes = usePoolCodes(pool.productCode, filter);
  const remove = useDeletePoolCode();
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<{ id: string; code: string } | null>(null);
  const confirmDelete = () => {
    if (!deleting) return;
    setDeleting(null);
    remove.mutate(
      { productCode: pool.productCode, id: deleting.id },
      { onError: (failure) => setError(errorMessage(failure, 'Failed to delete the code')) },
    );
  };

  return (
    <section className={styles.section} aria-label={t('codePools.codes.label')}>
      <div className={styles.actions}>
        <span className={styles.sectionTitle}>{t('codePools.codes.title')}</span>
        <select
          className={styles.select}
          aria-label={t('codePools.codes.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value as CodeListFilter)}
        >
          <option value="unsold">{t('codePools.codes.filters.unsold')}</option>
          <option value="sold">{t('codePools.codes.filters.sold')}</option>
          <option value="all">{t('codePools.codes.filters.all')}</option>
        </select>
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {codes.isPending ? (
        <LoadingBlock label={t('codePools.codes.loading')} />
      ) : codes.isError ? (
        <Alert tone="error">{errorMessage(codes.error, 'Failed to load codes')}</Alert>
      ) : codes.data.length === 0 ? (
        <p className={styles.muted}>{t('codePools.codes.empty')}</p>
      ) : (
        <table className={styles.table} aria-label={t('codePools.codes.tableLabel', { pool: pool.title })}>
          <thead>
            <tr>
              <th scope="col">{t('codePools.codes.columns.code')}</th>
              <th scope="col">{t('codePools.codes.columns.status')}</th>
              <th scope="col">{t('codePools.codes.columns.order')}</th>
              <th scope="col">{t('codePools.codes.columns.added')}</th>
              <th scope="col">
                <span className="sr-only">{t('codePools.codes.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.data.map((code) => (
              <tr key={code.id}>
                <td className={styles.mono}>{code.code}</td>
                <td>
                  {code.burnedAt ? (
                    <Badge tone="danger">{t('codePools.codes.burned', { time: formatDateTime(code.burnedAt) })}</Badge>
                  ) : code.isUsed ? (
                    <Badge tone="neutral">{t('codePools.codes.sold', { time: formatDateTime(code.usedAt) })}</Badge>
                  ) : (
                    <Badge tone="success">{t('codePools.codes.unsold')}</Badge>
                  )}
                </td>
                <td className={styles.mono}>{code.orderId ?? '—'}</td>
                <td>{formatDateTime(code.createdAt)}</td>
                <td>
                  {!code.isUsed && (
                    <Button
                      size="sm"
                      variant="danger-outline"
                      loading={remove.isPending && remove.variables?.id === code.id}
                      onClick={() => setDeleting({ id: code.id, code: code.code })}
                    >
                      {t('codePools.codes.delete')}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('codePools.codes.deleteConfirm.title')}
        confirmLabel={t('codePools.codes.deleteConfirm.confirm')}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && t('codePools.codes.deleteConfirm.body', { code: deleting.code, pool: pool.title })}
      </ConfirmDialog>
    </section>
  );
}

/** Activation-code pools per product: counts, generated-code fallback, adding and listing codes. */
export function CodePoolsScreen() {
  const { t } = useTranslation('admin-fulfilment');
  const pools = useCodePools();
  // Live: a restock fills waiting orders in the background; their changes refresh the counts here.
  useOrderEvents();
  const toggle = useUpdateCodePool();
  const [selectedCode, setSelectedCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const selected = pools.data?.find((pool) => pool.productCode === selectedCode) ?? null;

  return (
    <section className={styles.page} aria-labelledby="code-pools-title">
      <header className={styles.header}>
        <div>
          <h1 id="code-pools-title" className={styles.title}>
            {t('codePools.title')}
          </h1>
          <p className={styles.subtitle}>{t('codePools.subtitle')}</p>
        </div>
        <Button variant="secondary" onClick={() => void pools.refetch()} loading={pools.isFetching}>
          {t('codePools.refresh')}
        </Button>
      </header>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div className={styles.panel}>
        {pools.isPending ? (
          <LoadingBlock label={t('codePools.loading')} />
        ) : pools.isError ? (
          <div className={styles.panelBody}>
            <Alert tone="error">{errorMessage(pools.error, 'Failed to load code pools')}</Alert>
            <Button variant="secondary" onClick={() => void pools.refetch()}>
              {t('codePools.retry')}
            </Button>
          </div>
        ) : (
          <table className={styles.table} aria-label={t('codePools.table.label')}>
            <thead>
              <tr>
                <th scope="col">{t('codePools.table.columns.product')}</th>
                <th scope="col">{t('codePools.table.columns.unsold')}</th>
                <th scope="col">{t('codePools.table.columns.warnAt')}</th>
                <th scope="col">{t('codePools.table.columns.sold')}</th>
                <th scope="col">{t('codePools.table.columns.generatedCodes')}</th>
                <th scope="col">
                  <span className="sr-only">{t('codePools.table.columns.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pools.data.map((pool) => (
                <tr key={pool.productCode} data-product-code={pool.productCode}>
                  <td>
                    <div>{pool.title}</div>
                    <div className={`${styles.muted} ${styles.mono}`}>{pool.productCode}</div>
                  </td>
                  <td>
                    <span data-testid="unsold-count">{pool.unsold}</span>{' '}
                    {pool.low && (
                      <Badge tone={pool.unsold === 0 ? 'danger' : 'warning'} data-testid="pool-low">
                        {pool.unsold === 0 ? t('codePools.outOfCodes') : t('codePools.runningLow')}
                      </Badge>
                    )}
                    {pool.backorders > 0 && (
                      <div className={styles.muted} data-testid="pool-backorders">
                        {t('codePools.backorders', { count: pool.backorders })}
                      </div>
                    )}
                  </td>
                  <td>
                    {pool.codeDelivered ? (
                      <WarningLevelField key={pool.warningLevel} pool={pool} onError={setError} />
                    ) : (
                      <span className={styles.muted}>{t('codePools.rental')}</span>
                    )}
                  </td>
                  <td data-testid="sold-count">{pool.sold}</td>
                  <td>
                    <label className={styles.actions}>
                      <input
                        type="checkbox"
                        checked={pool.allowGeneratedCodes}
                        disabled={toggle.isPending && toggle.variables?.productCode === pool.productCode}
                        onChange={(event) =>
                          toggle.mutate(
                            { productCode: pool.productCode, allowGeneratedCodes: event.target.checked },
                            { onError: (failure) => setError(errorMessage(failure, 'Failed to update the pool')) },
                          )
                        }
                      />
                      {t('codePools.allowGenerated')}
                    </label>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant={pool.productCode === selectedCode ? 'primary' : 'secondary'}
                      aria-pressed={pool.productCode === selectedCode}
                      onClick={() => setSelectedCode(pool.productCode)}
                    >
                      {t('codePools.manage')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {selected && (
        <div className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle}>
              {selected.title} <span className={styles.muted}>({selected.productCode})</span>
            </h2>
            <span>{t('codePools.counts', { unsold: selected.unsold, sold: selected.sold })}</span>
          </div>
          <div className={styles.panelBody}>
            <AddCodesForm key={selected.productCode} pool={selected} />
            <PoolCodes key={`codes-${selected.productCode}`} pool={selected} />
          </div>
        </div>
      )}
    </section>
  );
}
