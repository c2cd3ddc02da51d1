import type { GuideLineView, OrderGuideView } from '@kedai/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { requestLiveChat } from '@/lib/page-context';
import { useCopyNotice } from '../../hooks/use-copy-notice';
import { CopyNotice, CopyValue } from './copy-value';
import { GuideStepper, type GuideStep } from './guide-stepper';
import styles from './installation-guide.module.css';

function activationState(guide: OrderGuideView, t: TFunction<'guide'>): string {
  if (guide.status === 'cancelled') return t('app.activate.cancelled');
  if (guide.status === 'pending') return t('app.activate.pending');
  return t('app.activate.waiting');
}

/** The six steps of an app membership (docs/product/storefront.md#installation-guide), for one line of the order. */
export function AppGuide({ guide, line }: { guide: OrderGuideView; line: GuideLineView }) {
  const { t } = useTranslation('guide');
  const { notice, copy } = useCopyNotice();
  const product = line.productName;

  const steps: GuideStep[] = [
    {
      title: t('app.official.title'),
      content: (
        <>
          <p>{t('app.official.text', { product })}</p>
          {line.guideUrl ? (
            <div className={styles.actions}>
              <a className={buttonClass({})} href={line.guideUrl} target="_blank" rel="noreferrer">
                {t('app.official.open')}
              </a>
              <Button variant="secondary" onClick={() => void copy(line.guideUrl ?? '', t('app.official.linkCopied'))}>
                {t('app.official.copyLink')}
              </Button>
            </div>
          ) : (
            <Alert tone="info">{t('app.official.noLink')}</Alert>
          )}
        </>
      ),
    },
    {
      title: t('app.account.title'),
      content: (
        <>
          <p>{t('app.account.text', { product })}</p>
          {line.chatKeyword ? (
            <CopyValue
              label={t('copy.keyword')}
              value={line.chatKeyword}
              testId="guide-keyword"
              onCopy={(value) => void copy(value, t('copy.keywordCopied'))}
            />
          ) : (
            <Alert tone="info">{t('app.account.noKeyword', { orderId: guide.orderId })}</Alert>
          )}
          <div className={styles.actions}>
            <Button onClick={requestLiveChat}>{t('copy.openLiveChat')}</Button>
          </div>
        </>
      ),
    },
    {
      title: t('app.install.title'),
      content: (
        <ol className={styles.list}>
          <li>{t('app.install.prepare')}</li>
          <li>{t('app.install.removeOld', { product })}</li>
          <li>{t('app.install.install', { product })}</li>
        </ol>
      ),
    },
    {
      title: t('app.signIn.title'),
      content: (
        <ol className={styles.list}>
          <li>{t('app.signIn.credentials')}</li>
          <li>{t('app.signIn.where')}</li>
          <li>{t('app.signIn.doNotChange')}</li>
          <li>{t('app.signIn.verificationCode')}</li>
        </ol>
      ),
    },
    {
      title: t('app.activate.title'),
      content: (
        <>
          <p>
            {line.quantity > 1
              ? t('app.activate.textPerCode', { product, quantity: line.quantity })
              : t('app.activate.text', { product })}
          </p>
          {line.codes.length > 0 ? (
            line.codes.map((code, index) => (
              <CopyValue
                key={code}
                label={
                  line.codes.length > 1
                    ? t('app.activate.codeOf', { number: index + 1, total: line.codes.length })
                    : t('app.activate.code')
                }
                value={code}
                testId="guide-activation-code"
                onCopy={(value) => void copy(value, t('app.activate.copied'))}
              />
            ))
          ) : (
            <Alert tone="info">{activationState(guide, t)}</Alert>
          )}
          <p className={styles.muted}>{t('app.activate.singleUse')}</p>
        </>
      ),
    },
    {
      title: t('app.verify.title'),
      content: (
        <ol className={styles.list}>
          <li>{t('app.verify.restart')}</li>
          <li>{t('app.verify.tryFeature')}</li>
          <li>{t('app.verify.restore')}</li>
          <li>{t('app.verify.stillFree')}</li>
        </ol>
      ),
    },
  ];

  return (
    <>
      <GuideStepper steps={steps} />
      <CopyNotice notice={notice} />
    </>
  );
}
