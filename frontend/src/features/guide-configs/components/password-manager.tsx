import { useRef, useState, type ChangeEvent } from 'react';
import type { GuideConfigInput, GuideConfigView } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDeleteGuideConfig } from '../api/delete-guide-config';
import { useExportGuideConfigs } from '../api/export-guide-configs';
import { useGuideConfigs } from '../api/get-guide-configs';
import { useImportGuideConfigs } from '../api/import-guide-configs';
import { useSaveGuideConfig } from '../api/save-guide-config';
import { useFlash } from '@/hooks/use-flash';
import { PasswordConfigForm } from './password-config-form';
import { SecretValue } from './secret-value';
import styles from './guide-configs.module.css';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; config: GuideConfigView };

/**
 * Unified password manager (admin spec §2): password configurations (product, keywords, password,
 * response) with add, edit, delete, JSON import and a JSON backup export. Same server store as the
 * installation guide manager.
 */
export function PasswordManager() {
  const configs = useGuideConfigs();
  const save = useSaveGuideConfig();
  const remove = useDeleteGuideConfig();
  const importFile = useImportGuideConfigs();
  const exportFile = useExportGuideConfigs();
  const { flash, setFlash, clear } = useFlash();
  const [form, setForm] = useState<FormState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<GuideConfigView | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const submit = (input: GuideConfigInput) => {
    const id = form.mode === 'edit' ? form.config.id : undefined;
    save.mutate(
      { id, config: input },
      {
        onSuccess: (saved) => {
          setForm({ mode: 'closed' });
          setFlash({ tone: 'success', text: id ? `${saved.product} updated` : `${saved.product} added` });
        },
      },
    );
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    importFile.mutate(file, {
      onSuccess: (result) =>
        setFlash({
          tone: 'success',
          text: `Imported ${result.total} configurations (${result.created} new, ${result.updated} updated)`,
        }),
      onError: (error) => setFlash({ tone: 'error', text: errorMessage(error, 'Invalid JSON format') }),
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        setFlash({ tone: 'success', text: `${target.product} deleted` });
      },
      onError: (error) => {
        setDeleting(null);
        setFlash({ tone: 'error', text: errorMessage(error, 'Could not delete the configuration') });
      },
    });
  };

  return (
    <section className={styles.page} aria-labelledby="password-manager-title">
      <header className={styles.header}>
        <div>
          <h1 id="password-manager-title" className={styles.title}>
            Unified Password Manager
          </h1>
          <p className={styles.subtitle}>Product passwords and the keywords that send them in live chat.</p>
        </div>
        <div className={styles.actions}>
          <Button
            onClick={() => {
              save.reset();
              setForm({ mode: 'add' });
            }}
          >
            Add configuration
          </Button>
          <Button variant="secondary" onClick={() => fileInput.current?.click()} loading={importFile.isPending}>
            Import JSON
          </Button>
          <input
            ref={fileInput}
            className={styles.hiddenInput}
            type="file"
            accept="application/json,.json"
            aria-label="Import JSON file"
            data-testid="import-json-input"
            onChange={onFile}
          />
          <Button
            variant="secondary"
            onClick={() =>
              exportFile.mutate(undefined, {
                onError: (error) => setFlash({ tone: 'error', text: errorMessage(error, 'Export failed') }),
              })
            }
            loading={exportFile.isPending}
          >
            Export JSON
          </Button>
        </div>
      </header>

      {flash && (
        <Alert tone={flash.tone} onDismiss={clear}>
          {flash.text}
        </Alert>
      )}

      {form.mode !== 'closed' && (
        <PasswordConfigForm
          key={form.mode === 'edit' ? form.config.id : 'new'}
          editing={form.mode === 'edit' ? form.config : null}
          saving={save.isPending}
          serverError={save.isError ? errorMessage(save.error) : null}
          onSubmit={submit}
          onCancel={() => setForm({ mode: 'closed' })}
        />
      )}

      {configs.isPending ? (
        <Spinner label="Loading configurations" />
      ) : configs.isError ? (
        <Alert tone="error">
          Failed to load password configurations: {errorMessage(configs.error)}{' '}
          <Button size="sm" variant="secondary" onClick={() => void configs.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : configs.data.length === 0 ? (
        <p className={styles.empty}>No configurations found</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Keywords</th>
                <th scope="col">Email</th>
                <th scope="col">Password</th>
                <th scope="col">Auto-response</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {configs.data.map((config) => (
                <tr key={config.id} data-testid="password-config-row">
                  <td>
                    <strong>{config.product}</strong>
                    {config.productCode && <div className={styles.subtitle}>{config.productCode}</div>}
                  </td>
                  <td>
                    <span className={styles.keywords}>
                      {config.keywords.map((keyword, index) => (
                        <Badge key={keyword} tone={index === 0 ? 'success' : 'neutral'}>
                          {keyword}
                        </Badge>
                      ))}
                    </span>
                  </td>
                  <td>{config.email ?? '—'}</td>
                  <td>
                    <SecretValue value={config.password} label={`password of ${config.product}`} />
                  </td>
                  <td className={styles.text}>{config.response}</td>
                  <td>
                    <span className={styles.actions}>
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          save.reset();
                          setForm({ mode: 'edit', config });
                        }}
                      >
                        Edit
                      </Button>
                      <Button size="sm" variant="danger-outline" onClick={() => setDeleting(config)}>
                        Delete
                      </Button>
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title="Delete configuration?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        Are you sure you want to delete the password configuration for {deleting?.product}? Customers will no longer
        receive it in live chat.
      </ConfirmDialog>
    </section>
  );
}
