import { useTranslation } from 'react-i18next';
import { useChatAlerts } from './chat-alerts';
import styles from './alert-controls.module.css';
import { PushSwitch } from './push-switch';

/** In the admin top bar: the chime on or off, the one-time question for desktop notifications, phone pushes. */
export function AlertControls() {
  const { t } = useTranslation('admin-chat');
  const alerts = useChatAlerts();
  if (!alerts) return null;
  return (
    <div className={styles.controls}>
      <button type="button" className={styles.button} aria-pressed={!alerts.muted} onClick={alerts.toggleMute}>
        {alerts.muted ? t('alerts.soundOff') : t('alerts.soundOn')}
      </button>
      {alerts.permission === 'default' && (
        <button type="button" className={styles.button} onClick={alerts.askPermission}>
          {t('alerts.enableNotifications')}
        </button>
      )}
      <PushSwitch />
    </div>
  );
}

/** The unread count beside the Live Chat link. */
export function UnreadBadge() {
  const { t } = useTranslation('admin-chat');
  const alerts = useChatAlerts();
  if (!alerts || alerts.unread === 0) return null;
  return (
    <span
      className={styles.badge}
      data-testid="live-chat-unread"
      aria-label={t('alerts.unread', { count: alerts.unread })}
    >
      {alerts.unread > 99 ? '99+' : alerts.unread}
    </span>
  );
}
