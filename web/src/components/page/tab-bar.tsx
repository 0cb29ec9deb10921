import { useEffect, useRef, useState } from 'react';
import { Link } from '../link';

export interface TabLink {
  key: string;
  label: string;
  to: string;
}

interface TabBarProps {
  tabs: TabLink[];
  active: string;
  /** Names the bar for screen readers ('Schedule tabs'). */
  label: string;
  sticky?: boolean;
  /** 'chips': rounded pills (a picker of series) rather than underlined tabs. */
  variant?: 'tabs' | 'chips';
}

const ARROWS = [
  { side: 'before', direction: -1, label: 'Earlier tabs', glyph: '‹' },
  { side: 'after', direction: 1, label: 'More tabs', glyph: '›' },
] as const;

/** How far an arrow scrolls the row: most of its width, so the next tabs come whole into view. */
const ARROW_STEP = 0.8;

/** Whether the row has tabs out of view before and after what it shows; follows scrolling and resizing. */
function useHiddenEnds(row: React.RefObject<HTMLElement | null>): { before: boolean; after: boolean } {
  const [ends, setEnds] = useState({ before: false, after: false });
  useEffect(() => {
    const node = row.current;
    if (!node) return;
    const update = () => {
      const before = node.scrollLeft > 1;
      const after = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
      setEnds((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    node.addEventListener('scroll', update, { passive: true });
    // The observer's first answer, after the browser's own layout, is the first measure.
    const resize = new ResizeObserver(update);
    resize.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      resize.disconnect();
    };
  }, [row]);
  return ends;
}

// The tabs are routes (each has its own URL), so they are links marked with aria-current rather
// than ARIA tabs, which would promise arrow-key behaviour that links do not have.
/**
 * A row of route tabs with the current one marked. When they do not all fit, the row scrolls: its
 * edge fades where more tabs are hidden, and on a desktop arrows scroll it (keyboard users reach
 * every tab with Tab, which scrolls it into view).
 */
export function TabBar({ tabs, active, label, sticky = false, variant = 'tabs' }: TabBarProps) {
  const row = useRef<HTMLElement>(null);
  const { before, after } = useHiddenEnds(row);
  const scroll = (direction: 1 | -1) => {
    const node = row.current;
    node?.scrollBy({ left: direction * node.clientWidth * ARROW_STEP, behavior: 'smooth' });
  };
  const classes = ['tab-bar', variant === 'chips' && 'tab-bar--chips', before && 'tab-bar--more-before', after && 'tab-bar--more-after'];
  return (
    <div className={sticky ? 'tab-bar-frame tab-bar-frame--sticky' : 'tab-bar-frame'}>
      <nav aria-label={label} className={classes.filter(Boolean).join(' ')} ref={row}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.key}>
              <Link to={tab.to} className="tab-bar__tab" aria-current={tab.key === active ? 'page' : undefined} data-tab={tab.key}>
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* Pointer conveniences: out of the tab order, as every tab is already reachable with Tab. */}
      {ARROWS.filter((arrow) => (arrow.direction < 0 ? before : after)).map((arrow) => (
        <button
          key={arrow.side}
          type="button"
          className={`tab-bar__arrow tab-bar__arrow--${arrow.side}`}
          tabIndex={-1}
          aria-label={arrow.label}
          onClick={() => scroll(arrow.direction)}
        >
          {arrow.glyph}
        </button>
      ))}
    </div>
  );
}
