import type { CodePoolSummary } from '@kedai/contracts';
import { useState, type ChangeEvent, type FormEvent } from 'react';
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
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const add = useAddPoolCodes();

  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setResult({ tone: 'error', text: `File ${file.name} is too large. Maximum size is 2MB.` });
      return;
    }
    setText(await file.text());
    setFileName(file.name);
    setResult(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setResult({ tone: 'error', text: 'Paste codes or choose a CSV file first.' });
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
    <form className={styles.section} onSubmit={submit} aria-label="Add codes">
      <label className={styles.section}>
        <span className={styles.sectionTitle}>Add codes</span>
        <span className={styles.muted}>One code per line, or separated by commas (CSV).</span>
        <textarea
          className={styles.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={'ABC123\nDEF456'}
        />
      </label>
      <div className={styles.actions}>
        <label className={styles.actions}>
          <span>CSV file</span>
          <input type="file" accept=".csv,.txt,text/csv,text/plain" onChange={(event) => void readFile(event)} />
        </label>
        {fileName && <span className={styles.muted}>Loaded {fileName}</span>}
        <Button type="submit" loading={add.isPending}>
          Add codes
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
    <section className={styles.section} aria-label="Codes">
      <div className={styles.actions}>
        <span className={styles.sectionTitle}>Codes</span>
        <select
          className={styles.select}
          aria-label="Show codes"
          value={filter}
          onChange={(event) => setFilter(event.target.value as CodeListFilter)}
        >
          <option value="unsold">Unsold</option>
          <option value="sold">Sold</option>
          <option value="all">All</option>
        </select>
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {codes.isPending ? (
        <LoadingBlock label="Loading codes..." />
      ) : codes.isError ? (
        <Alert tone="error">{errorMessage(codes.error, 'Failed to load codes')}</Alert>
      ) : codes.data.length === 0 ? (
        <p className={styles.muted}>No codes.</p>
      ) : (
        <table className={styles.table} aria-label={`Codes of ${pool.title}`}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Status</th>
              <th scope="col">Order</th>
              <th scope="col">Added</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.data.map((code) => (
              <tr key={code.id}>
                <td className={styles.mono}>{code.code}</td>
                <td>
                  {code.burnedAt ? (
                    <Badge tone="danger">Burned {formatDateTime(code.burnedAt)}</Badge>
                  ) : code.isUsed ? (
                    <Badge tone="neutral">Sold {formatDateTime(code.usedAt)}</Badge>
                  ) : (
                    <Badge tone="success">Unsold</Badge>
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
                      Delete
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
        title="Delete this code?"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {deleting && `${deleting.code} leaves the ${pool.title} pool and will not be sold.`}
      </ConfirmDialog>
    </section>
  );
}

/** Activation-code pools per product: counts, generated-code fallback, adding and listing codes. */
export function CodePoolsScreen() {
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
            Activation Code Pools
          </h1>
          <p className={styles.subtitle}>
            ACTIVATE and auto delivery take one unsold code per unit. With an empty pool, a product that allows
            generated codes gets one (ABC + 6 random + XYZ); otherwise the paid order waits for stock and is filled
            automatically, oldest first, when codes are added here. A pool at or below its warning level shows on the
            dashboard.
          </p>
        </div>
        <Button variant="secondary" onClick={() => void pools.refetch()} loading={pools.isFetching}>
          Refresh
        </Button>
      </header>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      <div className={styles.panel}>
        {pools.isPending ? (
          <LoadingBlock label="Loading code pools..." />
        ) : pools.isError ? (
          <div className={styles.panelBody}>
            <Alert tone="error">{errorMessage(pools.error, 'Failed to load code pools')}</Alert>
            <Button variant="secondary" onClick={() => void pools.refetch()}>
              Retry
            </Button>
          </div>
        ) : (
          <table className={styles.table} aria-label="Code pools">
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Unsold</th>
                <th scope="col">Warn at or below</th>
                <th scope="col">Sold</th>
                <th scope="col">Generated codes</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
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
                        {pool.unsold === 0 ? 'Out of codes' : 'Running low'}
                      </Badge>
                    )}
                    {pool.backorders > 0 && (
                      <div className={styles.muted} data-testid="pool-backorders">
                        {pool.backorders} {pool.backorders === 1 ? 'order' : 'orders'} waiting
                      </div>
                    )}
                  </td>
                  <td>
                    {pool.codeDelivered ? (
                      <WarningLevelField key={pool.warningLevel} pool={pool} onError={setError} />
                    ) : (
                      <span className={styles.muted}>Rental</span>
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
                      Allow generated codes
                    </label>
                  </td>
                  <td>
                    <Button
                      size="sm"
                      variant={pool.productCode === selectedCode ? 'primary' : 'secondary'}
                      aria-pressed={pool.productCode === selectedCode}
                      onClick={() => setSelectedCode(pool.productCode)}
                    >
                      Manage codes
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
            <span>
              {selected.unsold} unsold · {selected.sold} sold
            </span>
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
