import type { ChatLabelView, ChatSearchHit } from '@kedai/contracts';
import { chatSearchProblem } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { errorMessage } from '@/lib/api-client';
import { useChatMessageSearch } from '../api/chat-labels';
import styles from './live-chat.module.css';

/** A label as a coloured chip (white text: every allowed colour is dark enough for it). */
export function LabelChip({ label, onRemove }: { label: ChatLabelView; onRemove?: () => void }) {
  const { t } = useTranslation('admin-chat');
  return (
    <span className={styles.labelChip} style={{ background: label.colour }} data-testid="chat-label-chip">
      {label.name}
      {onRemove && (
        <button
          type="button"
          className={styles.labelChipRemove}
          onClick={onRemove}
          aria-label={t('labels.remove', { name: label.name })}
        >
          ×
        </button>
      )}
    </span>
  );
}

/** The labels of the open conversation: its chips (each removable) and a picker to add one. */
export function LabelControl({
  labels,
  labelIds,
  onToggle,
}: {
  labels: readonly ChatLabelView[];
  labelIds: readonly string[];
  onToggle: (labelId: string, on: boolean) => void;
}) {
  const { t } = useTranslation('admin-chat');
  const on = labels.filter((label) => labelIds.includes(label.id));
  const off = labels.filter((label) => !labelIds.includes(label.id));
  return (
    <div className={styles.labelControl} data-testid="conversation-labels">
      {on.map((label) => (
        <LabelChip key={label.id} label={label} onRemove={() => onToggle(label.id, false)} />
      ))}
      {off.length > 0 && (
        <select
          className={styles.labelPicker}
          aria-label={t('labels.add')}
          value=""
          onChange={(event) => {
            if (event.target.value) onToggle(event.target.value, true);
          }}
        >
          <option value="">{t('labels.add')}</option>
          {off.map((label) => (
            <option key={label.id} value={label.id}>
              {label.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}

function Highlighted({ hit }: { hit: ChatSearchHit }) {
  if (hit.matchStart < 0) return <>{hit.snippet}</>;
  const end = hit.matchStart + hit.matchLength;
  return (
    <>
      {hit.snippet.slice(0, hit.matchStart)}
      <mark>{hit.snippet.slice(hit.matchStart, end)}</mark>
      {hit.snippet.slice(end)}
    </>
  );
}

/**
 * Search in message text across every conversation: the results name the conversation and show the matching
 * part of the message; choosing one opens the conversation at that message.
 */
export function MessageSearch({
  term,
  onTerm,
  onOpen,
}: {
  term: string;
  onTerm: (term: string) => void;
  onOpen: (hit: ChatSearchHit) => void;
}) {
  const { t } = useTranslation('admin-chat');
  const wanted = useDebouncedValue(term.trim(), 300);
  const problem = wanted ? chatSearchProblem(wanted) : null;
  const results = useChatMessageSearch(wanted, wanted.length > 0 && !problem);
  return (
    <div className={styles.messageSearch}>
      <input
        type="search"
        className={styles.searchInput}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        value={term}
        onChange={(event) => onTerm(event.target.value)}
        data-testid="message-search"
      />
      {problem && <p className={styles.searchHint}>{problem}</p>}
      {results.isError && <p className={styles.searchHint}>{errorMessage(results.error, t('search.failed'))}</p>}
      {wanted && !problem && results.data && (
        <ul className={styles.searchResults} aria-label={t('search.results')} data-testid="message-search-results">
          {results.data.length === 0 && <li className={styles.searchHint}>{t('search.none')}</li>}
          {results.data.map((hit) => (
            <li key={hit.messageId}>
              <button
                type="button"
                className={styles.searchHit}
                onClick={() => onOpen(hit)}
                data-testid="message-search-hit"
              >
                <strong>{hit.customerName}</strong>
                <span>
                  <Highlighted hit={hit} />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
