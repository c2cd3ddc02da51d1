import { useState, type FormEvent } from 'react';
import type { GuideConfigView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useSaveGuideConfig } from '../api/save-guide-config';
import { useCopy } from '../hooks/use-copy';
import type { Flash } from '@/hooks/use-flash';
import { keywordsText, parseKeywords } from './keyword-text';
import { CopyButton, SecretValue } from './secret-value';
import styles from './guide-configs.module.css';

interface Draft {
  keywords: string;
  email: string;
  password: string;
  response: string;
  guideUrl: string;
}

const draftOf = (config: GuideConfigView): Draft => ({
  keywords: keywordsText(config.keywords),
  email: config.email ?? '',
  password: config.password,
  response: config.response,
  guideUrl: config.guideUrl ?? '',
});

export interface GuideConfigCardProps {
  config: GuideConfigView;
  onResult: (flash: Flash) => void;
}

/** One product of the installation guide manager: read view with copy buttons, or the edit form. */
export function GuideConfigCard({ config, onResult }: GuideConfigCardProps) {
  const { t } = useTranslation('admin-catalog');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(config));
  const save = useSaveGuideConfig();
  const { copied, copy } = useCopy();
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        id: config.id,
        config: {
          product: config.product,
          productCode: config.productCode ?? null,
          keywords: parseKeywords(draft.keywords),
          email: draft.email.trim() || null,
          password: draft.password,
          response: draft.response,
          guideUrl: draft.guideUrl.trim() || null,
        },
      },
      {
        onSuccess: () => {
          setEditing(false);
          onResult({ tone: 'success', text: t('guides.card.updated') });
        },
        onError: (error) =>
          onResult({
            tone: 'error',
            text: t('guides.card.saveFailed', { reason: errorMessage(error, t('guides.card.unknownError')) }),
          }),
      },
    );
  };

  const titleId = `guide-config-${config.id}`;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-testid="guide-config-card">
      <div className={styles.cardHeader}>
        <div>
          <h2 id={titleId} className={styles.cardTitle}>
            {config.product}
          </h2>
          {config.productCode && (
            <span className={styles.subtitle}>
              {t('guides.card.catalogueProduct', { productCode: config.productCode })}
            </span>
          )}
        </div>
        {!editing && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setDraft(draftOf(config));
              setEditing(true);
            }}
          >
            {t('guides.card.edit')}
          </Button>
        )}
      </div>

      {editing ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label={t('guides.card.keywords')} hint={t('guides.card.keywordsHint')}>
            {(control) => (
              <Input {...control} value={draft.keywords} onChange={(event) => set('keywords')(event.target.value)} />
            )}
          </Field>
          <Field label={t('guides.card.email')} optional>
            {(control) => (
              <Input {...control} type="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} />
            )}
          </Field>
          <Field label={t('guides.card.password')}>
            {(control) => (
              <Input {...control} value={draft.password} onChange={(event) => set('password')(event.target.value)} />
            )}
          </Field>
          <Field label={t('guides.card.instructions')}>
            {(control) => (
              <textarea
                {...control}
                className={styles.textarea}
                rows={4}
                value={draft.response}
                onChange={(event) => set('response')(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('guides.card.guideLink')} optional>
            {(control) => (
              <Input {...control} type="url" value={draft.guideUrl} onChange={(e) => set('guideUrl')(e.target.value)} />
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={save.isPending}>
              {t('guides.card.save')}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
              {t('guides.card.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className={styles.row}>
            <span className={styles.label}>{t('guides.card.defaultKeyword')}</span>
            <span className={styles.value}>
              <code className={styles.code}>{config.defaultKeyword}</code>
              <CopyButton
                what={t('guides.card.copyWhat.defaultKeyword')}
                copied={copied === 'keyword'}
                onCopy={() => copy('keyword', config.defaultKeyword)}
              />
            </span>
          </div>
          {config.email && (
            <div className={styles.row}>
              <span className={styles.label}>{t('guides.card.email')}</span>
              <span className={styles.value}>
                <code className={styles.code}>{config.email}</code>
                <CopyButton
                  what={t('guides.card.copyWhat.email')}
                  copied={copied === 'email'}
                  onCopy={() => copy('email', config.email ?? '')}
                />
              </span>
            </div>
          )}
          <div className={styles.row}>
            <span className={styles.label}>{t('guides.card.password')}</span>
            <span className={styles.value}>
              <SecretValue value={config.password} />
              <CopyButton
                what={t('guides.card.copyWhat.password')}
                copied={copied === 'password'}
                onCopy={() => copy('password', config.password)}
              />
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>{t('guides.card.instructions')}</span>
            <p className={styles.text}>{config.response}</p>
            <span>
              <CopyButton
                what={t('guides.card.copyWhat.instructions')}
                copied={copied === 'response'}
                onCopy={() => copy('response', config.response)}
              />
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>{t('guides.card.keywords')}</span>
            <span className={styles.keywords}>
              {config.keywords.map((keyword, index) => (
                <Badge key={keyword} tone={index === 0 ? 'success' : 'neutral'}>
                  {index === 0 ? t('guides.card.defaultKeywordMark', { keyword }) : keyword}
                </Badge>
              ))}
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>{t('guides.card.preview')}</span>
            <p className={styles.subtitle}>{t('guides.card.previewIntro', { keyword: config.defaultKeyword })}</p>
            <div className={styles.preview} data-testid="guide-config-preview">
              {`Account details for ${config.product}:\n`}
              {config.email ? `Email: ${config.email}\n` : ''}
              {'Password: '}
              <SecretValue value={config.password} label={t('guides.card.previewPasswordLabel')} />
              {`\n\n${config.response}`}
              {config.guideUrl ? `\n\nGuide: ${config.guideUrl}` : ''}
            </div>
          </div>
        </>
      )}
    </article>
  );
}
