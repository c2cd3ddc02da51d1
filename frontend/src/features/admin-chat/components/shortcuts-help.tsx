import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { INBOX_SHORTCUTS } from '../inbox-shortcuts';
import styles from './live-chat.module.css';

/** The inbox's keyboard shortcuts ("?" opens it). */
export function ShortcutsHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin-chat');
  return (
    <Modal open={open} title={t('shortcuts.title')} onClose={onClose}>
      <dl className={styles.shortcutList} data-testid="shortcuts-help">
        {INBOX_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.action} className={styles.shortcutRow}>
            <dt>
              {shortcut.keys.map((key) => (
                <kbd key={key} className={styles.shortcutKey}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd>{t(shortcut.label)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.shortcutNote}>{t('shortcuts.note')}</p>
    </Modal>
  );
}
