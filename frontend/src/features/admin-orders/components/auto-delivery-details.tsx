import { emailStatusText, type AutoDeliveryOrderView } from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { emailAbout } from '../email-status';
import { Badge } from '@/components/ui/badge';
import { capitalise, deliveryTone, formatDateTime } from '../order-labels';
import styles from './admin-screen.module.css';

/** What really happened to the delivery e-mail (written with the codes): queued, sent, failed …, or none. */
function deliveryEmailText(order: AutoDeliveryOrderView, t: TFunction<'admin-fulfilment'>): string {
  const email = emailAbout(order.emails, 'Your activation details');
  if (email) return emailStatusText(email);
  return order.autoDelivery.status === 'delivered'
    ? t('autoDelivery.details.emailNone')
    : t('autoDelivery.details.emailNotYet');
}

/** The details modal of Auto Delivery (docs/product/admin.md#auto-delivery). */
export function AutoDeliveryDetails({ order }: { order: AutoDeliveryOrderView }) {
  const { t } = useTranslation('admin-fulfilment');
  const delivery = order.autoDelivery;
  return (
    <>
      <dl className={styles.facts}>
        <dt>{t('autoDelivery.details.orderNumber')}</dt>
        <dd className={styles.mono}>{order.orderId}</dd>
        <dt>{t('autoDelivery.details.customer')}</dt>
        <dd>{order.userName}</dd>
        <dt>{t('autoDelivery.details.created')}</dt>
        <dd>{formatDateTime(order.createdAt)}</dd>
        <dt>{t('autoDelivery.details.deliveryStatus')}</dt>
        <dd>
          <Badge tone={deliveryTone[delivery.status]}>{capitalise(delivery.status)}</Badge>
        </dd>
        <dt>{t('autoDelivery.details.deliveredAt')}</dt>
        <dd>{formatDateTime(delivery.deliveredAt)}</dd>
        <dt>{t('autoDelivery.details.email')}</dt>
        <dd data-testid="delivery-email-status">{deliveryEmailText(order, t)}</dd>
        <dt>{t('autoDelivery.details.orderStatus')}</dt>
        <dd>{capitalise(order.status)}</dd>
        <dt>{t('autoDelivery.details.shippedAt')}</dt>
        <dd>{formatDateTime(order.shippedAt)}</dd>
        <dt>{t('autoDelivery.details.activationCode')}</dt>
        <dd>{order.activationCode ? <code className={styles.code}>{order.activationCode}</code> : '—'}</dd>
        <dt>{t('autoDelivery.details.stepsSent')}</dt>
        <dd>
          {order.installationStepsSent ? t('autoDelivery.details.yes') : t('autoDelivery.details.no')}
          {order.installationStepsSentAt && ` (${formatDateTime(order.installationStepsSentAt)})`}
        </dd>
        {delivery.failureReason && (
          <>
            <dt>{t('autoDelivery.details.failure')}</dt>
            <dd style={{ color: 'var(--color-danger)' }}>{delivery.failureReason}</dd>
          </>
        )}
      </dl>

      <section className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('autoDelivery.details.products.title')}</h3>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('autoDelivery.details.products.product')}</th>
              <th scope="col">{t('autoDelivery.details.products.productCode')}</th>
              <th scope="col">{t('autoDelivery.details.products.quantity')}</th>
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

      {order.items.some((item) => item.delivery === 'rental') && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('autoDelivery.details.rentals.title')}</h3>
          {order.rentals.length === 0 ? (
            <p className={styles.muted}>{t('autoDelivery.details.rentals.empty')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('autoDelivery.details.rentals.game')}</th>
                  <th scope="col">{t('autoDelivery.details.rentals.username')}</th>
                  <th scope="col">{t('autoDelivery.details.rentals.ends')}</th>
                </tr>
              </thead>
              <tbody>
                {order.rentals.map((rental) => (
                  <tr key={rental.accountId}>
                    <td>{rental.gameName}</td>
                    <td className={styles.mono}>{rental.username}</td>
                    <td>
                      {formatDateTime(rental.expiresAt)}
                      {!rental.active && ` (${t('autoDelivery.details.rentals.ended')})`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}

      {order.items.some((item) => item.delivery === 'code') && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('autoDelivery.details.codes.title')}</h3>
          {delivery.redeemCodes.length === 0 ? (
            <p className={styles.muted}>{t('autoDelivery.details.codes.empty')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('autoDelivery.details.codes.code')}</th>
                  <th scope="col">{t('autoDelivery.details.codes.productCode')}</th>
                  <th scope="col">{t('autoDelivery.details.codes.status')}</th>
                  <th scope="col">{t('autoDelivery.details.codes.usedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {delivery.redeemCodes.map((code) => (
                  <tr key={`${code.productCode}-${code.code}`}>
                    <td className={styles.mono}>{code.code}</td>
                    <td className={styles.mono}>{code.productCode}</td>
                    <td>
                      {code.isUsed ? t('autoDelivery.details.codes.used') : t('autoDelivery.details.codes.unused')}
                    </td>
                    <td>{formatDateTime(code.usedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}
