import type { GuideLineView, OrderGuideView } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/spinner';
import { whatsappLink } from '@/config/business';
import { paths } from '@/config/paths';
import { orderGuideQueryKey, useOrderGuide } from '@/features/orders/api/get-order-guide';
import { AppGuide } from '@/features/orders/components/installation-guide/app-guide';
import { GuideHeader } from '@/features/orders/components/installation-guide/guide-header';
import {
  GuideBusinessHours,
  GuideContact,
  GuidePolicy,
} from '@/features/orders/components/installation-guide/guide-sections';
import { RentalGuide } from '@/features/orders/components/installation-guide/rental-guide';
import { forgetGuide, storedGuide } from '@/features/orders/guide-storage';
import { useOrderLive } from '@/features/orders/hooks/use-order-live';
import { ProblemReportsPanel } from '@/features/problem-reports/components/problem-reports-panel';
import { ApiError, errorMessage } from '@/lib/api-client';
import { usePublishPageContext } from '@/lib/page-context';
import styles from './account.module.css';
import { WaitingForStock } from '@/features/orders/components/waiting-for-stock';

/** Query params the guide link may carry: used when the order call fails softly. */
function guideFromLink(orderId: string, params: URLSearchParams): OrderGuideView | null {
  const product = params.get('product')?.trim();
  if (!product) return null;
  return {
    orderId,
    productName: product,
    productCode: '',
    kind: 'app',
    status: 'pending',
    createdAt: '',
    shippedAt: null,
    expiresAt: '',
    expired: false,
    installationStepsSent: false,
    activationCode: params.get('code')?.trim() || null,
    customerEmail: params.get('email')?.trim() || null,
    chatKeyword: null,
    guideUrl: null,
    rental: null,
    waitingForStock: false,
    lines: [
      {
        productName: product,
        productCode: '',
        optionLabel: null,
        quantity: 1,
        kind: 'app',
        codes: params.get('code')?.trim() ? [params.get('code')?.trim() ?? ''] : [],
        rentals: [],
        chatKeyword: null,
        guideUrl: null,
      },
    ],
    // A guide built from the link's params is not proof of the order: it is not followed live.
    watchToken: '',
  };
}

function InvalidLink() {
  const { t } = useTranslation('guide');
  return (
    <div className={styles.card} data-testid="guide-invalid-link">
      <h1>{t('invalidLink.heading')}</h1>
      <p>{t('invalidLink.text')}</p>
      <div className={styles.row}>
        <ButtonLink to={paths.redeem}>{t('invalidLink.findOrder')}</ButtonLink>
        <a href={whatsappLink(t('invalidLink.whatsappText'))} target="_blank" rel="noreferrer">
          {t('invalidLink.contact')}
        </a>
      </div>
    </div>
  );
}

function GuideError({
  message,
  onRetry,
  onClearAndRetry,
}: {
  message: string;
  onRetry: () => void;
  onClearAndRetry: () => void;
}) {
  const { t } = useTranslation('guide');
  return (
    <div className={styles.card} data-testid="guide-error">
      <h1>{t('error.heading')}</h1>
      <p>{message}</p>
      <div className={styles.row}>
        <Button onClick={onRetry}>{t('error.retry')}</Button>
        <Button variant="secondary" onClick={onClearAndRetry}>
          {t('error.clearAndRetry')}
        </Button>
      </div>
    </div>
  );
}

/** Guides stored before they were per line carry no lines: the order-level fields are the one line. */
function linesOf(guide: OrderGuideView): GuideLineView[] {
  if (guide.lines?.length) return guide.lines;
  return [
    {
      productName: guide.productName,
      productCode: guide.productCode,
      optionLabel: null,
      quantity: 1,
      kind: guide.kind,
      codes: guide.activationCode ? [guide.activationCode] : [],
      rentals: guide.rental ? [guide.rental] : [],
      chatKeyword: guide.chatKeyword,
      guideUrl: guide.guideUrl,
    },
  ];
}

/** Every line of the order has its own guide: its product, its steps, its codes or accounts, its keyword. */
function GuidePage({ guide }: { guide: OrderGuideView }) {
  const lines = linesOf(guide);
  const kinds = [...new Set(lines.map((line) => line.kind))];
  return (
    <>
      <GuideHeader guide={guide} />
      <WaitingForStock waiting={guide.waitingForStock} />
      {lines.map((line, index) => (
        <section key={`${line.productCode}-${index}`} data-testid="guide-line" aria-label={line.productName}>
          {lines.length > 1 && (
            <h2 data-testid="guide-line-title">
              {index + 1}. {line.productName}
              {line.optionLabel ? ` (${line.optionLabel})` : ''} × {line.quantity}
            </h2>
          )}
          {line.kind === 'rental' ? <RentalGuide line={line} /> : <AppGuide guide={guide} line={line} />}
        </section>
      ))}
      {kinds.map((kind) => (
        <GuidePolicy key={kind} kind={kind} />
      ))}
      <GuideContact orderId={guide.orderId} productName={guide.productName} />
      <GuideBusinessHours />
    </>
  );
}

function InstallationGuide({ orderId }: { orderId: string }) {
  const { t } = useTranslation('guide');
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const query = useOrderGuide(orderId);
  const liveKeys = useMemo(() => [orderGuideQueryKey(orderId)], [orderId]);
  useOrderLive(orderId, query.data?.watchToken, liveKeys);

  const notFound = query.error instanceof ApiError && query.error.status === 404;
  // A soft failure (offline, server busy): fall back to the stored guide, then to the link's params.
  const fallback = query.isError && !notFound ? (storedGuide(orderId) ?? guideFromLink(orderId, params)) : null;
  const guide = query.data ?? fallback;
  usePublishPageContext({ orderId, productName: guide?.productName || params.get('product') || undefined });

  const retry = () => void query.refetch();
  const clearAndRetry = () => {
    forgetGuide(orderId);
    void queryClient.resetQueries({ queryKey: orderGuideQueryKey(orderId), exact: true });
  };

  if (query.isPending || (query.isError && query.isFetching)) return <LoadingBlock label={t('page.loading')} />;
  if (notFound) return <InvalidLink />;
  if (!guide) {
    return (
      <GuideError
        message={errorMessage(query.error, t('error.loadFailed'))}
        onRetry={retry}
        onClearAndRetry={clearAndRetry}
      />
    );
  }
  return (
    <>
      {fallback && (
        <Alert tone="warning" title={t('fallback.title')}>
          {errorMessage(query.error, t('fallback.unreachable'))} {t('fallback.missing')}{' '}
          <Button size="sm" variant="secondary" onClick={retry}>
            {t('error.retry')}
          </Button>{' '}
          <Button size="sm" variant="ghost" onClick={clearAndRetry}>
            {t('error.clearAndRetry')}
          </Button>
        </Alert>
      )}
      <GuidePage guide={guide} />
      {guide.watchToken && <ProblemReportsPanel orderId={guide.orderId} token={guide.watchToken} />}
    </>
  );
}

/** /installation-guide/{orderId} and /guide/{orderId}; /installation-guide alone is an Invalid Link. */
export function InstallationGuideRoute() {
  const { t } = useTranslation('guide');
  const { orderId } = useParams<{ orderId?: string }>();
  const id = orderId?.trim().toUpperCase();
  return (
    <section className={`container ${styles.page}`}>
      <title>{t('page.title')}</title>
      {id ? <InstallationGuide key={id} orderId={id} /> : <InvalidLink />}
    </section>
  );
}
