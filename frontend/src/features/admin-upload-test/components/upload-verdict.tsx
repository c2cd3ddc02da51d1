import type { UploadTestKind, UploadTestResult } from '@kedai/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { formatBytes } from '@/lib/format-bytes';
import styles from './upload-test-screen.module.css';

/** Each upload's name. */
export const UPLOAD_TEST_KIND_LABEL: Record<UploadTestKind, ParseKeys<'admin'>> = {
  'checkout-receipt': 'uploadTest.kinds.checkout-receipt',
  'order-page-receipt': 'uploadTest.kinds.order-page-receipt',
  'product-image': 'uploadTest.kinds.product-image',
};

/** The verdict of one test: accepted or refused (with the message that upload's screen shows), type and size. */
export function UploadVerdict({ result }: { result: UploadTestResult }) {
  const { t } = useTranslation('admin');
  const kind = t(UPLOAD_TEST_KIND_LABEL[result.kind]);
  return (
    <section aria-labelledby="upload-verdict-title" className={styles.verdict}>
      <h2 id="upload-verdict-title" className={styles.verdictTitle}>
        {t('uploadTest.verdict.heading')}
      </h2>
      {result.accepted ? (
        <Alert tone="success" title={t('uploadTest.verdict.accepted')}>
          {t('uploadTest.verdict.acceptedBody', { kind })}
        </Alert>
      ) : (
        <Alert
          tone="error"
          title={result.refusal === 'too_large' ? t('uploadTest.verdict.tooLarge') : t('uploadTest.verdict.wrongType')}
        >
          {result.message}
        </Alert>
      )}
      <dl className={styles.facts}>
        <dt>{t('uploadTest.verdict.file')}</dt>
        <dd className={styles.breakable}>{result.fileName}</dd>
        <dt>{t('uploadTest.verdict.checkedAs')}</dt>
        <dd>{kind}</dd>
        <dt>{t('uploadTest.verdict.detectedType')}</dt>
        <dd>{result.detectedType ?? t('uploadTest.verdict.unknownType')}</dd>
        <dt>{t('uploadTest.verdict.size')}</dt>
        <dd>
          {t('uploadTest.verdict.sizeValue', {
            size: formatBytes(result.size),
            bytes: result.size.toLocaleString('en-MY'),
          })}
        </dd>
      </dl>
    </section>
  );
}
