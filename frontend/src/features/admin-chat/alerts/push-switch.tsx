import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  agentPushKey,
  setAgentPushEnabled,
  subscribeAgentPush,
  unsubscribeAgentPush,
  useAgentPush,
} from '../api/agent-push';
import styles from './alert-controls.module.css';

/** The browser's own push subscription, through the admin's service worker (lib/admin-pwa.ts registers it). */
async function adminRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window)) return null;
  return (await navigator.serviceWorker.getRegistration('/admin/')) ?? null;
}

const keyBytes = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/**
 * "Phone notifications" in the admin top bar: on, this browser subscribes (the browser asks for permission) and
 * the staff member's pushes are on; off, this browser unsubscribes and their pushes stop on every browser.
 * Hidden where the browser cannot receive pushes (no service worker, no Push API, not a secure origin).
 */
export function PushSwitch() {
  const { t } = useTranslation('admin-chat');
  const queryClient = useQueryClient();
  const [supported, setSupported] = useState(false);
  const [here, setHere] = useState<PushSubscription | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const status = useAgentPush(supported);

  useEffect(() => {
    let live = true;
    void adminRegistration().then(async (registration) => {
      if (!live || !registration) return;
      setSupported(true);
      setHere(await registration.pushManager.getSubscription());
    });
    return () => {
      live = false;
    };
  }, []);

  if (!supported || !status.data) return null;
  const on = status.data.enabled && here !== null;

  async function toggle() {
    setBusy(true);
    setProblem(null);
    try {
      const registration = await adminRegistration();
      if (!registration || !status.data) return;
      if (on) {
        const view = await setAgentPushEnabled(false);
        if (here) {
          await unsubscribeAgentPush(here.endpoint);
          await here.unsubscribe();
        }
        setHere(null);
        queryClient.setQueryData(agentPushKey, view);
        return;
      }
      if ((await Notification.requestPermission()) !== 'granted') {
        setProblem(t('push.blocked'));
        return;
      }
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(status.data.publicKey),
        }));
      queryClient.setQueryData(agentPushKey, await subscribeAgentPush(subscription.toJSON()));
      setHere(subscription);
    } catch {
      setProblem(t('push.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-pressed={on}
        disabled={busy}
        onClick={() => void toggle()}
        title={t('push.hint')}
      >
        {on ? t('push.on') : t('push.off')}
      </button>
      {problem && (
        <span role="alert" className={styles.problem}>
          {problem}
        </span>
      )}
    </>
  );
}
