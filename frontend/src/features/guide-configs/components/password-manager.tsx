import { useRef, useState, type ChangeEvent } from 'react';
import type { GuideConfigInput, GuideConfigView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useDeleteGuideConfig } from '../api/delete-guide-config';
import { useExportGuideConfigs } from '../api/export-guide-configs';
import { InvalidGuideConfigsResponseError, useGuideConfigs } from '../api/get-guide-configs';
import { InvalidJsonError, useImportGuideConfigs } from '../api/import-guide-configs';
import { useSaveGuideConfig } from '../api/save-guide-config';
import { useFlash } from '@/hooks/use-flash';
import { PasswordConfigForm } from './password-config-form';
import { SecretValue } from './secret-value';
import styles from './guide-configs.module.css';
import { AdminPage, AdminPageHeader, AdminTable } from '@/components/admin/admin-page';

type FormState = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; config: GuideConfigView };

/**
 * Unified password manager (docs/product/admin.md#password-manager): password configurations (product, keywords,
 * password, response) with add, edit, delete, JSON import and a JSON backup export. Same server store as the
 * installation guide manager.
 */
export function PasswordManager() {
  const { t } = useTranslation('admin-catalog');
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
          setFlash({
            tone: 'success',
            text: id
              ? t('passwords.flash.updated', { product: saved.product })
              : t('passwords.flash.added', { product: saved.product }),
          });
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
          text: t('passwords.flash.imported', {
            total: result.total,
            created: result.created,
            updated: result.updated,
          }),
        }),
      onError: (error) => {
        const invalidJson = t('passwords.flash.invalidJson');
        setFlash({
          tone: 'error',
          text: error instanceof InvalidJsonError ? invalidJson : errorMessage(error, invalidJson),
        });
      },
    });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const target = deleting;
    remove.mutate(target.id, {
      onSuccess: () => {
        setDeleting(null);
        setFlash({ tone: 'success', text: t('passwords.flash.deleted', { product: target.product }) });
      },
      onError: (error) => {
        setDeleting(null);
        setFlash({ tone: 'error', text: errorMessage(error, t('passwords.flash.deleteFailed')) });
      },
    });
  };

  return (
    <AdminPage labelledBy="password-manager-title">
      <AdminPageHeader
        id="password-manager-title"
        title={t('passwords.manager.title')}
        subtitle={t('passwords.manager.subtitle')}
        actions={
          <>
            <Button
              onClick={() => {
                save.reset();
                setForm({ mode: 'add' });
              }}
            >
              {t('passwords.manager.add')}
            </Button>
            <Button variant="secondary" onClick={() => fileInput.current?.click()} loading={importFile.isPending}>
              {t('passwords.manager.importJson')}
            </Button>
            <input
              ref={fileInput}
              className={styles.hiddenInput}
              type="file"
              accept="application/json,.json"
              aria-label={t('passwords.manager.importJsonFile')}
              data-testid="import-json-input"
              onChange={onFile}
            />
            <Button
              variant="secondary"
              onClick={() =>
                exportFile.mutate(undefined, {
                  onError: (error) =>
                    setFlash({ tone: 'error', text: errorMessage(error, t('passwords.flash.exportFailed')) }),
                })
              }
              loading={exportFile.isPending}
            >
              {t('passwords.manager.exportJson')}
            </Button>
          </>
        }
      />

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
        <Spinner label={t('passwords.manager.loading')} />
      ) : configs.isError ? (
        <Alert tone="error">
          {t('passwords.manager.loadFailed', {
            reason:
              configs.error instanceof InvalidGuideConfigsResponseError
                ? t('passwords.manager.invalidList')
                : errorMessage(configs.error),
          })}{' '}
          <Button size="sm" variant="secondary" onClick={() => void configs.refetch()}>
            {t('passwords.manager.retry')}
          </Button>
        </Alert>
      ) : configs.data.length === 0 ? (
        <p className={styles.empty}>{t('passwords.manager.empty')}</p>
      ) : (
        <AdminTable framed>
          <thead>
            <tr>
              <th scope="col">{t('passwords.table.product')}</th>
              <th scope="col">{t('passwords.table.keywords')}</th>
              <th scope="col">{t('passwords.table.email')}</th>
              <th scope="col">{t('passwords.table.password')}</th>
              <th scope="col">{t('passwords.table.autoResponse')}</th>
              <th scope="col">{t('passwords.table.actions')}</th>
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
                  <SecretValue
                    value={config.password}
                    label={t('passwords.table.passwordOf', { product: config.product })}
                  />
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
                      {t('passwords.table.edit')}
                    </Button>
                    <Button size="sm" variant="danger-outline" onClick={() => setDeleting(config)}>
                      {t('passwords.table.delete')}
                    </Button>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </AdminTable>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('passwords.deleteDialog.title')}
        confirmLabel={t('passwords.deleteDialog.confirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      >
        {t('passwords.deleteDialog.body', { product: deleting?.product ?? '' })}
      </ConfirmDialog>
    </AdminPage>
  );
}
