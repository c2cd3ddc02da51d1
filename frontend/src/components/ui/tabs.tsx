import { useRef, type KeyboardEvent } from 'react';
import styles from './tabs.module.css';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

export interface TabListProps<T extends string> {
  /** Prefix for the tab and panel ids; see `tabPanelProps`. */
  idBase: string;
  label: string;
  items: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (value: T) => void;
}

export const tabId = (idBase: string, value: string) => `${idBase}-tab-${value}`;
export const panelId = (idBase: string, value: string) => `${idBase}-panel-${value}`;

/** Attributes for the panel that belongs to a tab. */
export function tabPanelProps(idBase: string, value: string) {
  return { role: 'tabpanel', id: panelId(idBase, value), 'aria-labelledby': tabId(idBase, value), tabIndex: 0 };
}

/** WAI-ARIA tabs (automatic activation): arrow keys, Home and End move between tabs. */
export function TabList<T extends string>({ idBase, label, items, value, onChange }: TabListProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    const item = target === undefined ? undefined : items[target];
    if (!item) return;
    event.preventDefault();
    onChange(item.value);
    listRef.current?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idBase, item.value))}`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={selected ? panelId(idBase, item.value) : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.value)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
