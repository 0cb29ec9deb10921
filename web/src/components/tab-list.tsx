import { useRef, type KeyboardEvent } from 'react';
import './tab-list.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabListProps<K extends string> {
  tabs: readonly TabItem<K>[];
  active: K;
  onSelect: (key: K) => void;
  /** Names the tab list for screen readers. */
  label: string;
  /** Stem of the tabs' ids: `${idBase}-tab-${key}`; the panel is `${idBase}-panel`. */
  idBase: string;
  /** Called when a tab is pointed at or focused: a chance to fetch its panel early. */
  onIntent?: (key: K) => void;
  className?: string;
}

/**
 * ARIA tabs that switch a panel in place (no URL of their own): one tab stop, arrow keys, Home and
 * End move between tabs and select them (automatic activation, as the panels are cheap to show).
 */
export function TabList<K extends string>({ tabs, active, onSelect, label, idBase, onIntent, className }: TabListProps<K>) {
  const refs = useRef(new Map<K, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === active);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index + 1) % tabs.length
      : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    refs.current.get(tab.key)?.focus();
  };

  return (
    <div role="tablist" aria-label={label} className={className ? `tab-list ${className}` : 'tab-list'} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.key}`}
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            className="tab-list__tab"
            onClick={() => onSelect(tab.key)}
            onPointerEnter={() => onIntent?.(tab.key)}
            onFocus={() => onIntent?.(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
