import { useState, type FormEvent } from 'react';
import { UPLOAD_TEST_KINDS, type UploadTestKind } from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, type UploadProgress } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { useTestUpload } from '../api/test-upload';
import { UPLOAD_TEST_KIND_LABEL, UploadVerdict } from './upload-verdict';
import styles from './upload-test-screen.module.css';

/** "Uploading 1.2 MB of 3.4 MB (35%)": the total and the percent only when the browser knows them. */
function progressText(t: TFunction<'admin'>, progress: UploadProgress): string {
  const loaded = formatBytes(progress.loaded);
  const total = formatBytes(progress.total);
  const { percent } = progress;
  if (progress.total > 0) {
    return percent !== null
      ? t('uploadTest.progress.loadedOfTotalPercent', { loaded, total, percent })
      : t('uploadTest.progress.loadedOfTotal', { loaded, total });
  }
  return percent !== null
    ? t('uploadTest.progress.loadedPercent', { loaded, percent })
    : t('uploadTest.progress.loaded', { loaded });
}

/** /admin/upload-test (the old /test-upload): a file tried against a real upload's checks; nothing is stored. */
export function UploadTestScreen() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<UploadTestKind>('checkout-receipt');
  const [file, setFile] = useState<File | null>(null);
  const [missingFile, setMissingFile] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const upload = useTestUpload();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    setProgress({ loaded: 0, total: file.size, percent: 0 });
    upload.mutate({ file, kind, onProgress: setProgress });
  };

  const percent = progress?.percent ?? null;
  return (
    <section aria-labelledby="upload-test-title" className={styles.screen}>
      <PageHeader titleId="upload-test-title" title={t('uploadTest.heading')} subtitle={t('uploadTest.subtitle')} />
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.kinds}>
          <legend>{t('uploadTest.checkAs')}</legend>
          {UPLOAD_TEST_KINDS.map((name) => (
            <label key={name} className={styles.kind}>
              <input type="radio" name="kind" value={name} checked={kind === name} onChange={() => setKind(name)} />
              {t(UPLOAD_TEST_KIND_LABEL[name])}
            </label>
          ))}
        </fieldset>
        <div className={styles.fileField}>
          <label htmlFor="upload-test-file" className={styles.label}>
            {t('uploadTest.file')}
          </label>
          <input
            id="upload-test-file"
            type="file"
            className={styles.file}
            aria-invalid={missingFile || undefined}
            aria-describedby={missingFile ? 'upload-test-file-error' : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setMissingFile(false);
              upload.reset();
              setProgress(null);
            }}
          />
          {file && (
            <p className={styles.hint}>
              {file.name} · {formatBytes(file.size)}
            </p>
          )}
          {missingFile && (
            <p id="upload-test-file-error" role="alert" className={styles.error}>
              {t('uploadTest.noFile')}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? t('uploadTest.uploading') : t('uploadTest.submit')}
          </Button>
        </div>
      </form>

      {progress && (upload.isPending || upload.isSuccess) && (
        <div className={styles.progress}>
          <label htmlFor="upload-test-progress">
            {upload.isSuccess ? t('uploadTest.progress.complete') : progressText(t, progress)}
          </label>
          <progress id="upload-test-progress" max={100} value={upload.isSuccess ? 100 : (percent ?? undefined)} />
        </div>
      )}
      {upload.isError && (
        <Alert tone="error" title={t('uploadTest.failed')}>
          {errorMessage(upload.error, t('uploadTest.failedFallback'))}
        </Alert>
      )}
      {upload.isSuccess && <UploadVerdict result={upload.data} />}
    </section>
  );
}
