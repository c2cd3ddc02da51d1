import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { subscribeLiveChatRequests } from '@/lib/page-context';
import { readStoredPanel, storePanel } from '../chat-session-storage';
import styles from './chat-launcher.module.css';

/** The widget's own chunk: fetched on first hover/focus/open, or once the page is idle. */
const ChatWidget = lazy(() => import('./chat-widget').then((module) => ({ default: module.ChatWidget })));

export type PanelState = 'open' | 'minimized' | 'closed';

const IDLE_FALLBACK_MS = 4_000;

function ChatBubbleIcon({ size = 26 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5v-8Z"
        fill="currentColor"
      />
      <circle cx="8.5" cy="9.5" r="1.2" fill="var(--color-brand)" />
      <circle cx="12" cy="9.5" r="1.2" fill="var(--color-brand)" />
      <circle cx="15.5" cy="9.5" r="1.2" fill="var(--color-brand)" />
    </svg>
  );
}

/**
 * The floating support button on every store page (docs/product/chat.md#customer-widget). It is tiny and
 * in the first download; the panel, the socket and the chat logic load only when they are needed.
 */
export function ChatLauncher() {
  const { t } = useTranslation('chat');
  // Open or minimised before a reload: the same again, loading the panel at once.
  const [panel, setPanel] = useState<PanelState>(readStoredPanel);
  const [wanted, setWanted] = useState(() => panel !== 'closed');

  useEffect(() => storePanel(panel), [panel]);
  const [unread, setUnread] = useState(0);

  // A page asked to open the chat (e.g. the installation guide's Start Chat).
  useEffect(
    () =>
      subscribeLiveChatRequests(() => {
        setWanted(true);
        setPanel('open');
      }),
    [],
  );

  useEffect(() => {
    if (wanted) return;
    const load = () => setWanted(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS * 2 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = globalThis.setTimeout(load, IDLE_FALLBACK_MS);
    return () => globalThis.clearTimeout(timer);
  }, [wanted]);

  const open = panel === 'open';
  const showBadge = !open && unread > 0;
  const label = open ? t('launcher.close') : t('launcher.open');

  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <ChatWidget panel={panel} onPanelChange={setPanel} onUnreadChange={setUnread} />
        </Suspense>
      )}
      <div className={styles.dock}>
        {!open && (
          <span className={styles.tooltip} role="tooltip" id="chat-launcher-tip">
            {t('launcher.tooltip')}
          </span>
        )}
        <button
          type="button"
          className={cn(styles.launcher, open && styles.launcherOpen)}
          aria-label={showBadge ? t('launcher.withUnread', { label, unread }) : label}
          aria-describedby={open ? undefined : 'chat-launcher-tip'}
          aria-expanded={open}
          data-testid="chat-launcher"
          onPointerEnter={() => setWanted(true)}
          onFocus={() => setWanted(true)}
          onClick={() => {
            setWanted(true);
            setPanel(open ? 'closed' : 'open');
          }}
        >
          {open ? <CloseIcon size={24} /> : <ChatBubbleIcon />}
          {showBadge && (
            <span className={styles.badge} data-testid="chat-unread-badge" aria-hidden="true">
              {unread > 9 ? '9+' : unread}
            </span>
          )}
        </button>
      </div>
    </>
  );
}
