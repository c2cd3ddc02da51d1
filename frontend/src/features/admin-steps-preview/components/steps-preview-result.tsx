import type { StepsPreview } from '@kedai/contracts';
import { Badge } from '@/components/ui/badge';
import styles from './steps-preview.module.css';

/** The preview: which order, what the guide page links to, then both versions side by side (stacked on phones). */
export function StepsPreviewResult({ preview }: { preview: StepsPreview }) {
  const { order } = preview;
  return (
    <div className={styles.result}>
      <p className={styles.orderLine}>
        {order.sample ? (
          <>
            <Badge tone="warning">Sample order</Badge> {order.orderId}: a paid order of one unit, not stored anywhere.
          </>
        ) : (
          <>
            <Badge tone="brand">Order</Badge> {order.orderId} · status {order.status}, payment {order.paymentStatus}
          </>
        )}
      </p>
      <section aria-labelledby="steps-guide-links" className={styles.links}>
        <h2 id="steps-guide-links" className={styles.heading}>
          Installation guide page
        </h2>
        <ul role="list" className={styles.lineList}>
          {preview.lines.map((line, index) => (
            <li key={`${line.productCode}-${index}`} className={styles.lineItem}>
              <strong>{line.productName}</strong> ({line.productCode}, {line.kind === 'rental' ? 'rental' : 'app'})
              <span>Guide configuration: {line.guideConfig ?? 'none (set one up in Installation Guide)'}</span>
              <span>Live-chat keyword: {line.chatKeyword ?? 'none'}</span>
              <span>
                Official guide:{' '}
                {line.guideUrl ? (
                  <a href={line.guideUrl} target="_blank" rel="noreferrer" className={styles.breakable}>
                    {line.guideUrl}
                  </a>
                ) : (
                  'none'
                )}
              </span>
            </li>
          ))}
        </ul>
      </section>
      <div className={styles.versions}>
        <section aria-labelledby="steps-customer-version" className={styles.version}>
          <h2 id="steps-customer-version" className={styles.heading}>
            Customer version
          </h2>
          <p className={styles.meta}>
            E-mail to {preview.customer.to ?? 'no e-mail address (nothing is sent)'}
            <br />
            Subject: {preview.customer.subject}
          </p>
          <pre className={styles.text} tabIndex={0} aria-label="Customer version of the steps">
            {preview.customer.text}
          </pre>
        </section>
        <section aria-labelledby="steps-admin-version" className={styles.version}>
          <h2 id="steps-admin-version" className={styles.heading}>
            Admin version
          </h2>
          <p className={styles.meta}>For staff only: internal details, delivered codes and rental accounts.</p>
          <pre className={styles.text} tabIndex={0} aria-label="Admin version of the steps">
            {preview.admin.text}
          </pre>
        </section>
      </div>
    </div>
  );
}
