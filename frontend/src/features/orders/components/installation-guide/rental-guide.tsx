import type { GuideLineView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { requestLiveChat } from '@/lib/page-context';
import { useCopyNotice } from '../../hooks/use-copy-notice';
import { RentalCredentials } from '../rental-account';
import { RentalCountdown } from '../rental-countdown';
import { CopyNotice, CopyValue } from './copy-value';
import { GuideStepper, type GuideStep } from './guide-stepper';
import styles from './installation-guide.module.css';

/**
 * The three steps of a game-platform rental (docs/product/storefront.md#installation-guide), for one line of the order.
 */
export function RentalGuide({ line }: { line: GuideLineView }) {
  const { t } = useTranslation('guide');
  const { notice, copy } = useCopyNotice();
  const rental = line.rentals[0] ?? null;

  const steps: GuideStep[] = [
    {
      title: t('rental.details.title'),
      content: rental ? (
        <>
          <p>{t('rental.details.intro', { count: line.rentals.length, game: rental.gameName })}</p>
          {line.rentals.map((account) => (
            <RentalCredentials key={account.username} rental={account} />
          ))}
        </>
      ) : (
        <>
          <Alert tone="info">{t('rental.details.waiting')}</Alert>
          <p>{t('rental.details.viaChat')}</p>
          {line.chatKeyword && (
            <CopyValue
              label={t('copy.keyword')}
              value={line.chatKeyword}
              testId="guide-keyword"
              onCopy={(value) => void copy(value, t('copy.keywordCopied'))}
            />
          )}
          <div className={styles.actions}>
            <Button onClick={requestLiveChat}>{t('copy.openLiveChat')}</Button>
          </div>
        </>
      ),
    },
    {
      title: t('rental.download.title'),
      content: (
        <ol className={styles.list}>
          <li>{t('rental.download.client')}</li>
          <li>{t('rental.download.signIn')}</li>
          <li>{t('rental.download.steamGuard')}</li>
          <li>{t('rental.download.install', { game: rental?.gameName ?? t('rental.download.yourGame') })}</li>
        </ol>
      ),
    },
    {
      title: t('rental.play.title'),
      content: (
        <>
          {rental ? (
            <RentalCountdown rental={rental} />
          ) : (
            <p className={styles.muted}>{t('rental.play.countdownLater')}</p>
          )}
          <ul className={styles.list}>
            <li>{t('rental.play.timeStarts')}</li>
            <li>{t('rental.play.timeEnds')}</li>
            <li>{t('rental.play.rules')}</li>
          </ul>
        </>
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
