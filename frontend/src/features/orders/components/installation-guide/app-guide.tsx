import type { GuideLineView, OrderGuideView } from '@kedai/contracts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { buttonClass } from '@/components/ui/button-styles';
import { requestLiveChat } from '@/lib/page-context';
import { useCopyNotice } from '../../hooks/use-copy-notice';
import { CopyNotice, CopyValue } from './copy-value';
import { GuideStepper, type GuideStep } from './guide-stepper';
import styles from './installation-guide.module.css';

function activationState(guide: OrderGuideView): string {
  if (guide.status === 'cancelled') return 'This order was cancelled, so no activation code will be issued.';
  if (guide.status === 'pending') return 'Your payment is still being checked. The code follows once it is confirmed.';
  return 'Your activation code appears here as soon as our team activates your order. This page updates by itself.';
}

/** The six steps of an app membership (storefront §2 Installation guide), for one line of the order. */
export function AppGuide({ guide, line }: { guide: OrderGuideView; line: GuideLineView }) {
  const { notice, copy } = useCopyNotice();

  const steps: GuideStep[] = [
    {
      title: 'Official guide',
      content: (
        <>
          <p>
            Read the official installation guide for {line.productName} first. It shows every screen you will see, so
            keep it open while you follow the next steps.
          </p>
          {line.guideUrl ? (
            <div className={styles.actions}>
              <a className={buttonClass({})} href={line.guideUrl} target="_blank" rel="noreferrer">
                Open
              </a>
              <Button
                variant="secondary"
                onClick={() => void copy(line.guideUrl ?? '', 'Installation guide link copied!')}
              >
                Copy Link
              </Button>
            </div>
          ) : (
            <Alert tone="info">
              The official guide link comes with your activation code, or ask for it in Live Chat with your order
              number.
            </Alert>
          )}
        </>
      ),
    },
    {
      title: 'Get your account',
      content: (
        <>
          <p>
            Copy your keyword, open Live Chat and paste it as a message. Our support replies with the account e-mail and
            password for {line.productName}. Account info is sent within 5-10 minutes.
          </p>
          {line.chatKeyword ? (
            <CopyValue
              label="Keyword"
              value={line.chatKeyword}
              testId="guide-keyword"
              onCopy={(value) => void copy(value, 'Keyword copied! Now paste it in Live Chat')}
            />
          ) : (
            <Alert tone="info">
              Your keyword is not ready yet. Start a chat and send your order number {guide.orderId}; we will send the
              account details there.
            </Alert>
          )}
          <div className={styles.actions}>
            <Button onClick={requestLiveChat}>Open Live Chat</Button>
          </div>
        </>
      ),
    },
    {
      title: 'Install the app',
      content: (
        <ol className={styles.list}>
          <li>Make sure your phone has a stable Wi-Fi connection and at least 1 GB of free space.</li>
          <li>
            Delete any older copy of {line.productName} first (long-press the icon, then Remove App), so the membership
            is not tied to an old install.
          </li>
          <li>
            Install {line.productName} from the official store, or from the download link in the official guide of step
            1. Do not open it yet.
          </li>
        </ol>
      ),
    },
    {
      title: 'Sign in',
      content: (
        <ol className={styles.list}>
          <li>Use the account e-mail and password you received in Live Chat (step 2).</li>
          <li>
            Sign in only where the official guide says (for a shared account: inside the store's Media &amp; Purchases,
            never in your phone&apos;s iCloud or device settings).
          </li>
          <li>Do not change the password, turn on Find My, or add the account to another device.</li>
          <li>If the store asks for a verification code, ask for it in Live Chat; it is valid for a few minutes.</li>
        </ol>
      ),
    },
    {
      title: 'Activate',
      content: (
        <>
          <p>
            Open {line.productName}, go to its redeem or activation screen, paste the code below and confirm
            {line.quantity > 1 ? ` (one code per membership: ${line.quantity} in all)` : ''}.
          </p>
          {line.codes.length > 0 ? (
            line.codes.map((code, index) => (
              <CopyValue
                key={code}
                label={
                  line.codes.length > 1 ? `Activation code ${index + 1} of ${line.codes.length}` : 'Activation code'
                }
                value={code}
                testId="guide-activation-code"
                onCopy={(value) => void copy(value, 'Activation code copied!')}
              />
            ))
          ) : (
            <Alert tone="info">{activationState(guide)}</Alert>
          )}
          <p className={styles.muted}>The code is single use and must be activated within 24 hours.</p>
        </>
      ),
    },
    {
      title: 'Verify and finish',
      content: (
        <ol className={styles.list}>
          <li>Close the app completely and open it again: the premium badge or your plan should now show.</li>
          <li>Try one premium filter or feature to be sure it works.</li>
          <li>If the app still shows the free plan, use Restore Purchases in its settings, then restart it.</li>
          <li>Still not premium? Contact us below with your order number and a screenshot of the screen.</li>
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
