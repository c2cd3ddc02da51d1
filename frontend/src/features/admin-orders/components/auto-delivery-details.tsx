import { emailStatusText, type AutoDeliveryOrderView } from '@kedai/contracts';
import { emailAbout } from '../email-status';
import { Badge } from '@/components/ui/badge';
import { capitalise, deliveryTone, formatDateTime } from '../order-labels';
import styles from './admin-screen.module.css';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** What really happened to the delivery e-mail (written with the codes): queued, sent, failed …, or none. */
function deliveryEmailText(order: AutoDeliveryOrderView): string {
  const email = emailAbout(order.emails, 'Your activation details');
  if (email) return emailStatusText(email);
  return order.autoDelivery.status === 'delivered' ? 'none (the order has no e-mail address)' : 'not yet';
}

/** The details modal of Auto Delivery (admin spec §2). */
export function AutoDeliveryDetails({ order }: { order: AutoDeliveryOrderView }) {
  const delivery = order.autoDelivery;
  return (
    <>
      <dl className={styles.facts}>
        <dt>Order number</dt>
        <dd className={styles.mono}>{order.orderId}</dd>
        <dt>Customer</dt>
        <dd>{order.userName}</dd>
        <dt>Created</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>Delivery status</dt>
        <dd>
          <Badge tone={deliveryTone[delivery.status]}>{capitalise(delivery.status)}</Badge>
        </dd>
        <dt>Delivered at</dt>
        <dd>{formatDateTime(delivery.deliveredAt)}</dd>
        <dt>E-mail</dt>
        <dd data-testid="delivery-email-status">{deliveryEmailText(order)}</dd>
        <dt>Order status</dt>
        <dd>{capitalise(order.status)}</dd>
        <dt>Shipped at</dt>
        <dd>{formatDateTime(order.shippedAt)}</dd>
        <dt>Activation code</dt>
        <dd>{order.activationCode ? <code className={styles.code}>{order.activationCode}</code> : '—'}</dd>
        <dt>Installation steps sent</dt>
        <dd>
          {yesNo(order.installationStepsSent)}
          {order.installationStepsSentAt && ` (${formatDateTime(order.installationStepsSentAt)})`}
        </dd>
        {delivery.failureReason && (
          <>
            <dt>Failure</dt>
            <dd style={{ color: 'var(--color-danger)' }}>{delivery.failureReason}</dd>
          </>
        )}
      </dl>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>Purchased products</h3>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Product code</th>
              <th scope="col">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, index) => (
              <tr key={`${item.productCode}-${index}`}>
                <td>{item.name}</td>
                <td className={styles.mono}>{item.productCode}</td>
                <td>{item.quantity}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>Activation codes</h3>
        {delivery.redeemCodes.length === 0 ? (
          <p className={styles.muted}>No activation codes yet.</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Product code</th>
                <th scope="col">Status</th>
                <th scope="col">Used at</th>
              </tr>
            </thead>
            <tbody>
              {delivery.redeemCodes.map((code) => (
                <tr key={`${code.productCode}-${code.code}`}>
                  <td className={styles.mono}>{code.code}</td>
                  <td className={styles.mono}>{code.productCode}</td>
                  <td>{code.isUsed ? 'Used' : 'Unused'}</td>
                  <td>{formatDateTime(code.usedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}
