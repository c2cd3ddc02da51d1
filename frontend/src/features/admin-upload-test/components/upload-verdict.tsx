import { UPLOAD_TEST_KIND_LABELS, type UploadTestResult } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { formatBytes } from '@/lib/format-bytes';
import styles from './upload-test-screen.module.css';

/** The verdict of one test: accepted or refused (with the message that upload's screen shows), type and size. */
export function UploadVerdict({ result }: { result: UploadTestResult }) {
  return (
    <section aria-labelledby="upload-verdict-title" className={styles.verdict}>
      <h2 id="upload-verdict-title" className={styles.verdictTitle}>
        Verdict
      </h2>
      {result.accepted ? (
        <Alert tone="success" title="Accepted">
          This upload would take the file: {UPLOAD_TEST_KIND_LABELS[result.kind]}.
        </Alert>
      ) : (
        <Alert tone="error" title={result.refusal === 'too_large' ? 'Refused: too large' : 'Refused: wrong type'}>
          {result.message}
        </Alert>
      )}
      <dl className={styles.facts}>
        <dt>File</dt>
        <dd className={styles.breakable}>{result.fileName}</dd>
        <dt>Checked as</dt>
        <dd>{UPLOAD_TEST_KIND_LABELS[result.kind]}</dd>
        <dt>Detected type</dt>
        <dd>{result.detectedType ?? 'Unknown (not a type Kedai recognises)'}</dd>
        <dt>Size</dt>
        <dd>
          {formatBytes(result.size)} ({result.size.toLocaleString('en-MY')} bytes)
        </dd>
      </dl>
    </section>
  );
}
