import { useTranslation } from 'react-i18next';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchIcon } from '@/components/ui/icons';
import { productSearchPath } from '@/config/paths';
import { cn } from '@/lib/cn';
import styles from './header-search.module.css';

/** Product search: trimmed text to /products?search=; empty text is ignored. */
export function HeaderSearch({ className }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const { t } = useTranslation();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    void navigate(productSearchPath(query));
  };

  return (
    <form role="search" className={cn(styles.form, className)} onSubmit={onSubmit}>
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <SearchIcon size={18} className={styles.icon} />
      <input
        id={inputId}
        name="search"
        type="search"
        className={styles.input}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.submit}>
        {t('search.submit')}
      </button>
    </form>
  );
}
