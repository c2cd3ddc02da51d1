import styles from './chat-widget.module.css';

export interface WelcomeMessageProps {
  orderId?: string;
  productName?: string;
}

/** The greeting at the top of every conversation, with quick help and what the page is about. */
export function WelcomeMessage({ orderId, productName }: WelcomeMessageProps) {
  return (
    <div className={styles.welcome} data-testid="chat-welcome">
      <p className={styles.welcomeTitle}>Hi there! Welcome to Kedai support.</p>
      <p>We can help you with:</p>
      <ul className={styles.welcomeList}>
        <li>
          Login issues — type <strong>password</strong> or <strong>account</strong>
        </li>
        <li>Installation guide for your app</li>
        <li>24/7 technical support</li>
        <li>Order help: status, activation codes and payment</li>
      </ul>
      {(orderId || productName) && (
        <dl className={styles.welcomeContext}>
          {orderId && (
            <div>
              <dt>Your order</dt>
              <dd>{orderId}</dd>
            </div>
          )}
          {productName && (
            <div>
              <dt>Product</dt>
              <dd>{productName}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}
