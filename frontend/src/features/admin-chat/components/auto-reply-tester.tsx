import { CHAT_MESSAGE_MAX_LENGTH } from '@kedai/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { AUTO_REPLY_CATEGORIES, type AutoReplyCategory } from '../api/get-auto-reply-rules';
import { useTestAutoReply } from '../api/test-auto-reply';
import styles from './chat-settings.module.css';

/** Customer messages to try (data: they are matched against the rules' keywords as typed). */
const SAMPLES = ['password', 'account', 'help', 'hello', 'Where is my activation code?', 'How do I install it?'];

/** The tester's answer names the rule's category as a plain string: one of ours is shown as the settings show it. */
const isRuleCategory = (value: string): value is AutoReplyCategory =>
  (AUTO_REPLY_CATEGORIES as readonly string[]).includes(value);

export interface AutoReplyTesterProps {
  inboxPath: string;
  settingsPath: string;
}

/**
 * The auto-reply tester (replaces the prototype's /test-live-chat-mode and /test-order-based-auto-response):
 * type a customer message and see which rule and keyword would answer, and the reply. Nothing is sent.
 */
export function AutoReplyTester({ inboxPath, settingsPath }: AutoReplyTesterProps) {
  const { t } = useTranslation('admin-chat');
  const [message, setMessage] = useState('');
  const [orderId, setOrderId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const test = useTestAutoReply();
  const result = test.data;

  const run = (text: string) => {
    if (!text.trim()) {
      setError(t('tester.messageRequired'));
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
            {t('tester.backToInbox')}
          </Link>
          <h1 id="tester-title" className={styles.title}>
            {t('tester.title')}
          </h1>
          <p className={styles.settingHint}>{t('tester.intro')}</p>
        </div>
        <Link to={settingsPath} className={styles.toolLink}>
          {t('tester.settingsLink')}
        </Link>
      </header>

      <section className={styles.card}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={t('tester.message')} error={error}>
            {(control) => (
              <textarea
                {...control}
                className={styles.textarea}
                rows={3}
                maxLength={CHAT_MESSAGE_MAX_LENGTH}
                placeholder={t('tester.messagePlaceholder')}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('tester.orderId')} hint={t('tester.orderIdHint')}>
            {(control) => (
              <Input
                {...control}
                maxLength={20}
                placeholder={t('tester.orderIdPlaceholder')}
                value={orderId}
                onChange={(event) => setOrderId(event.target.value)}
              />
            )}
          </Field>
          <div className={styles.samples} aria-label={t('tester.samples')}>
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
              {t('tester.submit')}
            </Button>
          </div>
        </form>
      </section>

      {test.isError && <Alert tone="error">{errorMessage(test.error, t('tester.testFailed'))}</Alert>}

      {result && (
        <section className={styles.card} aria-labelledby="tester-result-title" data-testid="auto-reply-test-result">
          <div className={styles.cardHeader}>
            <h2 id="tester-result-title" className={styles.cardTitle}>
              {result.matched ? t('tester.answered') : t('tester.notAnswered')}
            </h2>
            <Badge tone={result.autoReplyEnabled ? 'success' : 'warning'} dot>
              {result.autoReplyEnabled
                ? t('tester.autoRepliesOn', { seconds: result.responseDelaySeconds })
                : t('tester.autoRepliesOff')}
            </Badge>
          </div>
          {result.order && (
            <p className={styles.settingHint} data-testid="auto-reply-test-order">
              {!result.order.found
                ? t('tester.order.notFound', { orderId: result.order.orderId })
                : !result.order.paid
                  ? t('tester.order.notPaid', { orderId: result.order.orderId })
                  : result.order.products.length === 0
                    ? t('tester.order.noProducts', { orderId: result.order.orderId })
                    : t('tester.order.products', {
                        orderId: result.order.orderId,
                        products: result.order.products.join(', '),
                      })}
            </p>
          )}
          {result.rule ? (
            <>
              <dl className={styles.resultGrid}>
                <div>
                  <dt>{t('tester.rule')}</dt>
                  <dd>{result.rule.name}</dd>
                </div>
                <div>
                  <dt>{t('tester.keyword')}</dt>
                  <dd>{result.keyword ?? t('tester.fallback')}</dd>
                </div>
                <div>
                  <dt>{t('tester.category')}</dt>
                  <dd>
                    {isRuleCategory(result.rule.category)
                      ? t(`category.${result.rule.category}`)
                      : result.rule.category}
                  </dd>
                </div>
                <div>
                  <dt>{t('tester.priority')}</dt>
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
                  {copied ? t('tester.copied') : t('tester.copy')}
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.empty}>{t('tester.agentWouldAnswer')}</p>
          )}
        </section>
      )}
    </section>
  );
}
