import { useState, type FormEvent } from 'react';
import type { GuideConfigView } from '@kedai/contracts';
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
          onResult({ tone: 'success', text: 'Configuration updated successfully!' });
        },
        onError: (error) =>
          onResult({ tone: 'error', text: `Failed to save configuration: ${errorMessage(error, 'Unknown error')}` }),
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
          {config.productCode && <span className={styles.subtitle}>Catalogue product {config.productCode}</span>}
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
            Edit
          </Button>
        )}
      </div>

      {editing ? (
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field label="Keywords" hint="Separate with commas; the first is the default keyword.">
            {(control) => (
              <Input {...control} value={draft.keywords} onChange={(event) => set('keywords')(event.target.value)} />
            )}
          </Field>
          <Field label="Email" optional>
            {(control) => (
              <Input {...control} type="email" value={draft.email} onChange={(e) => set('email')(e.target.value)} />
            )}
          </Field>
          <Field label="Password">
            {(control) => (
              <Input {...control} value={draft.password} onChange={(event) => set('password')(event.target.value)} />
            )}
          </Field>
          <Field label="Instructions">
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
          <Field label="Guide link" optional>
            {(control) => (
              <Input {...control} type="url" value={draft.guideUrl} onChange={(e) => set('guideUrl')(e.target.value)} />
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" size="sm" loading={save.isPending}>
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)} disabled={save.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className={styles.row}>
            <span className={styles.label}>Default keyword</span>
            <span className={styles.value}>
              <code className={styles.code}>{config.defaultKeyword}</code>
              <CopyButton
                what="default keyword"
                copied={copied === 'keyword'}
                onCopy={() => copy('keyword', config.defaultKeyword)}
              />
            </span>
          </div>
          {config.email && (
            <div className={styles.row}>
              <span className={styles.label}>Email</span>
              <span className={styles.value}>
                <code className={styles.code}>{config.email}</code>
                <CopyButton what="email" copied={copied === 'email'} onCopy={() => copy('email', config.email ?? '')} />
              </span>
            </div>
          )}
          <div className={styles.row}>
            <span className={styles.label}>Password</span>
            <span className={styles.value}>
              <SecretValue value={config.password} />
              <CopyButton
                what="password"
                copied={copied === 'password'}
                onCopy={() => copy('password', config.password)}
              />
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>Instructions</span>
            <p className={styles.text}>{config.response}</p>
            <span>
              <CopyButton
                what="instructions"
                copied={copied === 'response'}
                onCopy={() => copy('response', config.response)}
              />
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>Keywords</span>
            <span className={styles.keywords}>
              {config.keywords.map((keyword, index) => (
                <Badge key={keyword} tone={index === 0 ? 'success' : 'neutral'}>
                  {keyword}
                  {index === 0 ? ' (default)' : ''}
                </Badge>
              ))}
            </span>
          </div>
          <div className={styles.row}>
            <span className={styles.label}>Preview</span>
            <p className={styles.subtitle}>
              A customer with a paid order for this product types “{config.defaultKeyword}” in live chat and receives:
            </p>
            <div className={styles.preview} data-testid="guide-config-preview">
              {`Account details for ${config.product}:\n`}
              {config.email ? `Email: ${config.email}\n` : ''}
              {'Password: '}
              <SecretValue value={config.password} label="password in the preview" />
              {`\n\n${config.response}`}
              {config.guideUrl ? `\n\nGuide: ${config.guideUrl}` : ''}
            </div>
          </div>
        </>
      )}
    </article>
  );
}
