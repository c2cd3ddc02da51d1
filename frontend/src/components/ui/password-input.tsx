import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import type { InputProps } from './input';
import { Input } from './input';
import styles from './input.module.css';

/**
 * A password field with a Show/Hide toggle. The toggle's name comes from its text (not aria-label), so
 * the only thing labelled "password" on the page is the field itself.
 */
export function PasswordInput(props: Omit<InputProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.passwordWrap}>
      <Input {...props} type={visible ? 'text' : 'password'} />
      <button
        type="button"
        className={styles.toggle}
        aria-controls={props.id}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? <EyeOffIcon size={16} /> : <EyeIcon size={16} />}
        {visible ? t('ui.hidePassword') : t('ui.showPassword')}
        <span className="sr-only">{t('ui.passwordSuffix')}</span>
      </button>
    </div>
  );
}
