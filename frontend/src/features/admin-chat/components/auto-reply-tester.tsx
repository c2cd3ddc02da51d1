import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useTestAutoReply } from '../api/test-auto-reply';
import styles from './chat-settings.module.css';

const SAMPLES = ['password', 'account', 'help', 'hello', 'Where is my activation code?', 'How do I install it?'];

export interface AutoReplyTesterProps {
  inboxPath: string;
  settingsPath: string;
}

/**
 * The auto-reply tester (replaces the prototype's /test-live-chat-mode and /test-order-based-auto-response):
 * type a customer message and see which rule and keyword would answer, and the reply. Nothing is sent.
 */
export function AutoReplyTester({ inboxPath, settingsPath }: AutoReplyTesterProps) {
  const [message, setMessage] = useState('');
  const [orderId, setOrderId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const test = useTestAutoReply();
  const result = test.data;

  const run = (text: string) => {
    if (!text.trim()) {
      setError('Message cannot be empty');
      return;
    }
    setError(null);
    setCopied(false);
    test.mutate({ message: text, orderId });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    run(message);
  };

  return (
    <section className={styles.page} aria-labelledby="tester-title">
      <header className={styles.header}>
        <div>
          <Link to={inboxPath} className={styles.backLink}>
            ← Live Chat
          </Link>
          <h1 id="tester-title" className={styles.title}>
            Auto-reply tester
          </h1>
          <p className={styles.settingHint}>Try a customer message against the live rules. Nothing is sent.</p>
        </div>
        <Link to={settingsPath} className={styles.toolLink}>
          Auto-reply settings
        </Link>
      </header>

      <section className={styles.card}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label="Customer message" error={error}>
            {(control) => (
              <textarea
                {...control}
                className={styles.textarea}
                rows={3}
                maxLength={2000}
                placeholder="e.g. I forgot my password"
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </Field>
          <Field
            label="Order ID (optional)"
            hint="Test as a chat tied to this order: a paid order holding a configured product gets its account details."
          >
            {(control) => (
              <Input
                {...control}
                maxLength={20}
                placeholder="e.g. 2501011200ABCDE"
                value={orderId}
                onChange={(event) => setOrderId(event.target.value)}
              />
            )}
          </Field>
          <div className={styles.samples} aria-label="Sample messages">
            {SAMPLES.map((sample) => (
              <button
                key={sample}
                type="button"
                className={styles.keyword}
                onClick={() => {
                  setMessage(sample);
                  run(sample);
                }}
              >
                {sample}
              </button>
            ))}
          </div>
          <div className={styles.formActions}>
            <Button type="submit" loading={test.isPending}>
              Test Auto Response
            </Button>
          </div>
        </form>
      </section>

      {test.isError && <Alert tone="error">{errorMessage(test.error, 'Could not test the message.')}</Alert>}

      {result && (
        <section className={styles.card} aria-labelledby="tester-result-title" data-testid="auto-reply-test-result">
          <div className={styles.cardHeader}>
            <h2 id="tester-result-title" className={styles.cardTitle}>
              {result.matched ? 'This message would be answered' : 'No rule answers this message'}
            </h2>
            <Badge tone={result.autoReplyEnabled ? 'success' : 'warning'} dot>
              {result.autoReplyEnabled
                ? `Auto-replies on · ${result.responseDelaySeconds}s delay`
                : 'Auto-replies are switched off'}
            </Badge>
          </div>
          {result.order && (
            <p className={styles.settingHint} data-testid="auto-reply-test-order">
              {!result.order.found
                ? `Order ${result.order.orderId} was not found: product keywords do not answer.`
                : !result.order.paid
                  ? `Order ${result.order.orderId} is not paid: product keywords do not answer.`
                  : result.order.products.length === 0
                    ? `Order ${result.order.orderId} is paid but holds no configured product.`
                    : `Order ${result.order.orderId} is paid and holds: ${result.order.products.join(', ')}.`}
            </p>
          )}
          {result.rule ? (
            <>
              <dl className={styles.resultGrid}>
                <div>
                  <dt>Rule</dt>
                  <dd>{result.rule.name}</dd>
                </div>
                <div>
                  <dt>Keyword</dt>
                  <dd>{result.keyword ?? 'Fallback (no keyword)'}</dd>
                </div>
                <div>
                  <dt>Category</dt>
                  <dd>{result.rule.category}</dd>
                </div>
                <div>
                  <dt>Priority</dt>
                  <dd>{result.rule.priority}</dd>
                </div>
              </dl>
              <div className={styles.replyBox}>
                <p className={styles.itemText}>{result.reply}</p>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => {
                    void navigator.clipboard
                      ?.writeText(result.reply ?? '')
                      .then(() => setCopied(true))
                      .catch(() => undefined);
                  }}
                >
                  {copied ? 'Copied!' : 'Copy reply'}
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.empty}>An agent would answer this one. Add keywords to a rule to cover it.</p>
          )}
        </section>
      )}
    </section>
  );
}
