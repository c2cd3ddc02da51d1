import { Trans, useTranslation } from 'react-i18next';
import styles from './chat-widget.module.css';

export interface WelcomeMessageProps {
  orderId?: string;
  productName?: string;
}

/** The greeting at the top of every conversation, with quick help and what the page is about. */
export function WelcomeMessage({ orderId, productName }: WelcomeMessageProps) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.welcome} data-testid="chat-welcome">
      <p className={styles.welcomeTitle}>{t('welcome.title')}</p>
      <p>{t('welcome.intro')}</p>
      <ul className={styles.welcomeList}>
        <li>
          <Trans t={t} i18nKey="welcome.loginIssues" components={{ strong: <strong /> }} />
        </li>
        <li>{t('welcome.installation')}</li>
        <li>{t('welcome.technicalSupport')}</li>
        <li>{t('welcome.orderHelp')}</li>
      </ul>
      {(orderId || productName) && (
        <dl className={styles.welcomeContext}>
          {orderId && (
            <div>
              <dt>{t('welcome.yourOrder')}</dt>
              <dd>{orderId}</dd>
            </div>
          )}
          {productName && (
            <div>
              <dt>{t('welcome.product')}</dt>
              <dd>{productName}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
