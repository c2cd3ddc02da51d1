import type { GuideLineView } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { requestLiveChat } from '@/lib/page-context';
import { useCopyNotice } from '../../hooks/use-copy-notice';
import { RentalCredentials } from '../rental-account';
import { RentalCountdown } from '../rental-countdown';
import { CopyNotice, CopyValue } from './copy-value';
import { GuideStepper, type GuideStep } from './guide-stepper';
import styles from './installation-guide.module.css';

/** The three steps of a game-platform rental (storefront §2 Installation guide), for one line of the order. */
export function RentalGuide({ line }: { line: GuideLineView }) {
  const { notice, copy } = useCopyNotice();
  const rental = line.rentals[0] ?? null;

  const steps: GuideStep[] = [
    {
      title: 'Account details',
      content: rental ? (
        <>
          <p>
            {line.rentals.length > 1
              ? `Your ${line.rentals.length} rented accounts for ${rental.gameName}.`
              : `Your rented account for ${rental.gameName}.`}{' '}
            Copy each value as you need it.
          </p>
          {line.rentals.map((account) => (
            <RentalCredentials key={account.username} rental={account} />
          ))}
        </>
      ) : (
        <>
          <Alert tone="info">
            Your game account appears here as soon as our team delivers your rental. This page updates by itself.
          </Alert>
          <p>You can also get the login details through Live Chat: copy your keyword and paste it there.</p>
          {line.chatKeyword && (
            <CopyValue
              label="Keyword"
              value={line.chatKeyword}
              testId="guide-keyword"
              onCopy={(value) => void copy(value, 'Keyword copied! Now paste it in Live Chat')}
            />
          )}
          <div className={styles.actions}>
            <Button onClick={requestLiveChat}>Open Live Chat</Button>
          </div>
        </>
      ),
    },
    {
      title: 'Sign in and download',
      content: (
        <ol className={styles.list}>
          <li>Install the Steam client on your PC from store.steampowered.com and open it.</li>
          <li>
            Sign in with the account and password from step 1. Do not tick &quot;Remember me&quot; on a shared PC.
          </li>
          <li>
            When Steam asks for a Steam Guard or login code, enter the login token from step 1. If it has expired, ask
            for a new one in Live Chat.
          </li>
          <li>Open the Library, select {rental?.gameName ?? 'your game'} and press Install. Download time counts.</li>
        </ol>
      ),
    },
    {
      title: 'Play within your time',
      content: (
        <>
          {rental ? (
            <RentalCountdown rental={rental} />
          ) : (
            <p className={styles.muted}>The countdown starts when your account is delivered.</p>
          )}
          <ul className={styles.list}>
            <li>Time starts after delivery and counts down to the end of your rental.</li>
            <li>When time ends, the account is logged out and cannot be signed in again.</li>
            <li>Do not use mods or cheats and do not change the password or e-mail of the account.</li>
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
