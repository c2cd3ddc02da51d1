import { useState, type FormEvent } from 'react';
import { UPLOAD_TEST_KIND_LABELS, UPLOAD_TEST_KINDS, type UploadTestKind } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { errorMessage, type UploadProgress } from '@/lib/api-client';
import { formatBytes } from '@/lib/format-bytes';
import { useTestUpload } from '../api/test-upload';
import { UploadVerdict } from './upload-verdict';
import styles from './upload-test-screen.module.css';

export const NO_FILE_MESSAGE = 'Please select a file first';

/** /admin/upload-test (the spec's /test-upload): a file tried against a real upload's checks; nothing is stored. */
export function UploadTestScreen() {
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
      <PageHeader
        titleId="upload-test-title"
        title="Upload Test"
        subtitle="Try a file against the checks a real upload makes: what the file really is by its content, and its size. Nothing is stored."
      />
      <form className={styles.form} onSubmit={submit} noValidate>
        <fieldset className={styles.kinds}>
          <legend>Check the file as</legend>
          {UPLOAD_TEST_KINDS.map((name) => (
            <label key={name} className={styles.kind}>
              <input type="radio" name="kind" value={name} checked={kind === name} onChange={() => setKind(name)} />
              {UPLOAD_TEST_KIND_LABELS[name]}
            </label>
          ))}
        </fieldset>
        <div className={styles.fileField}>
          <label htmlFor="upload-test-file" className={styles.label}>
            File
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
              {NO_FILE_MESSAGE}
            </p>
          )}
        </div>
        <div>
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? 'Uploading...' : 'Test upload'}
          </Button>
        </div>
      </form>

      {progress && (upload.isPending || upload.isSuccess) && (
        <div className={styles.progress}>
          <label htmlFor="upload-test-progress">
            {upload.isSuccess
              ? 'Upload complete (100%)'
              : `Uploading ${formatBytes(progress.loaded)}` +
                (progress.total > 0 ? ` of ${formatBytes(progress.total)}` : '') +
                (percent !== null ? ` (${percent}%)` : '')}
          </label>
          <progress id="upload-test-progress" max={100} value={upload.isSuccess ? 100 : (percent ?? undefined)} />
        </div>
      )}
      {upload.isError && (
        <Alert tone="error" title="The upload did not reach the check">
          {errorMessage(upload.error, 'Upload failed')}
        </Alert>
      )}
      {upload.isSuccess && <UploadVerdict result={upload.data} />}
    </section>
  );
}
