import type { StepsPreview } from '@kedai/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import styles from './steps-preview.module.css';

/** The preview: which order, what the guide page links to, then both versions side by side (stacked on phones). */
export function StepsPreviewResult({ preview }: { preview: StepsPreview }) {
  const { t } = useTranslation('admin');
  const { order } = preview;
  return (
    <div className={styles.result}>
      <p className={styles.orderLine}>
        {order.sample ? (
          <Trans
            t={t}
            i18nKey="stepsPreview.result.sampleOrder"
            values={{ orderId: order.orderId }}
            components={{ badge: <Badge tone="warning" /> }}
          />
        ) : (
          <Trans
            t={t}
            i18nKey="stepsPreview.result.order"
            values={{ orderId: order.orderId, status: order.status, paymentStatus: order.paymentStatus }}
            components={{ badge: <Badge tone="brand" /> }}
          />
        )}
      </p>
      <section aria-labelledby="steps-guide-links" className={styles.links}>
        <h2 id="steps-guide-links" className={styles.heading}>
          {t('stepsPreview.result.guidePage')}
        </h2>
        <ul role="list" className={styles.lineList}>
          {preview.lines.map((line, index) => (
            <li key={`${line.productCode}-${index}`} className={styles.lineItem}>
              <Trans
                t={t}
                i18nKey={line.kind === 'rental' ? 'stepsPreview.result.rentalLine' : 'stepsPreview.result.appLine'}
                values={{ name: line.productName, code: line.productCode }}
                components={{ strong: <strong /> }}
              />
              <span>
                {t('stepsPreview.result.guideConfig', {
                  config: line.guideConfig ?? t('stepsPreview.result.noGuideConfig'),
                })}
              </span>
              <span>
                {t('stepsPreview.result.chatKeyword', { keyword: line.chatKeyword ?? t('stepsPreview.result.none') })}
              </span>
              <span>
                {t('stepsPreview.result.officialGuide')}{' '}
                {line.guideUrl ? (
                  <a href={line.guideUrl} target="_blank" rel="noreferrer" className={styles.breakable}>
                    {line.guideUrl}
                  </a>
                ) : (
                  t('stepsPreview.result.none')
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.versions}>
        <section aria-labelledby="steps-customer-version" className={styles.version}>
          <h2 id="steps-customer-version" className={styles.heading}>
            {t('stepsPreview.result.customerVersion')}
          </h2>
          <p className={styles.meta}>
            {t('stepsPreview.result.emailTo', { to: preview.customer.to ?? t('stepsPreview.result.noEmailAddress') })}
            <br />
            {t('stepsPreview.result.subject', { subject: preview.customer.subject })}
          </p>
          <pre className={styles.text} tabIndex={0} aria-label={t('stepsPreview.result.customerText')}>
            {preview.customer.text}
          </pre>
        </section>
        <section aria-labelledby="steps-admin-version" className={styles.version}>
          <h2 id="steps-admin-version" className={styles.heading}>
            {t('stepsPreview.result.adminVersion')}
          </h2>
          <p className={styles.meta}>{t('stepsPreview.result.adminNote')}</p>
          <pre className={styles.text} tabIndex={0} aria-label={t('stepsPreview.result.adminText')}>
            {preview.admin.text}
          </pre>
        </section>
      </div>
    </div>
  );
}
