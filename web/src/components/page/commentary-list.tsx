import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { COMMENTARY_PAGE_OVERS } from '../../../../shared/constants';
import type { Commentary } from '../../../../shared/schemas/scorecard';
import { commentaryKey, pageEnd, shownCount } from './commentary-pages';
import { EmptyState } from './empty-state';
import './commentary-list.css';

function overLabel(item: Commentary): string {
  if (item.event === 'overend') return `End of over ${item.over}`;
  return `${item.over}.${item.ball}`;
}

function Mark({ kind, glyph, words }: { kind: string; glyph: string; words: string }) {
  return (
    <span className={`commentary__mark commentary__mark--${kind}`}>
      <span aria-hidden="true">{glyph}</span>
      <span className="commentary__sr">{words}: </span>
    </span>
  );
}

/** The mark beside a ball: W, 4 or 6, with words for screen readers. */
function BallMark({ item }: { item: Commentary }) {
  if (item.event === 'wicket') return <Mark kind="wicket" glyph="W" words="Wicket" />;
  if (item.event === 'ball' && item.six) return <Mark kind="six" glyph="6" words="Six" />;
  if (item.event === 'ball' && item.four) return <Mark kind="four" glyph="4" words="Four" />;
  // An empty slot keeps every ball's text in one column.
  return item.event === 'ball' ? <span className="commentary__mark" aria-hidden="true" /> : null;
}

function OverSummary({ item }: { item: Extract<Commentary, { event: 'overend' }> }) {
  return (
    <div className="commentary__text">
      <p>
        {item.run} runs{item.team ? ` · ${item.team}` : ''}
        {item.score ? ` ${item.score}` : ''}
      </p>
      {(item.bats.length > 0 || item.bowls.length > 0) && (
        <p className="commentary__figures">
          {item.bats.map((b) => `${b.name ?? ''} ${b.runs} (${b.balls_faced})`).join(' · ')}
          {item.bowls.map((b) => ` · ${b.name ?? ''} ${b.overs}-${b.maidens ?? 0}-${b.runs_conceded}-${b.wickets}`).join('')}
        </p>
      )}
    </div>
  );
}

/** Browsers with scroll anchoring keep the element the reader is looking at still by themselves. */
const browserAnchors = typeof CSS !== 'undefined' && CSS.supports('overflow-anchor', 'auto');

/**
 * Keeps what the reader is looking at still when new balls are prepended above it. Browsers with
 * scroll anchoring do that for any change above the reader (new balls, the live carousel's cards);
 * elsewhere, the list's own growth is measured after each render and scrolled away when the list's
 * top is above the viewport.
 */
function useKeepScrollOnPrepend(firstKey: string | undefined) {
  const list = useRef<HTMLOListElement>(null);
  const last = useRef<{ key: string | undefined; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || browserAnchors) return;
    const height = el.offsetHeight;
    const prev = last.current;
    last.current = { key: firstKey, height };
    if (!prev || prev.key === firstKey) return;
    const grew = height - prev.height;
    if (grew > 0 && el.getBoundingClientRect().top < 0) window.scrollBy(0, grew);
  }, [firstKey]);
  return list;
}

/** How far below the viewport the button for earlier overs starts loading them, as the fan scrolls. */
const AHEAD = '0px 0px 800px 0px';

/** The button that shows the overs before the oldest shown: pressed, or scrolled near. */
function EarlierOvers({ onShow }: { onShow: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  const show = useRef(onShow);
  show.current = onShow;
  useEffect(() => {
    const node = button.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show.current(), { rootMargin: AHEAD });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return (
    <button ref={button} type="button" className="commentary__earlier" onClick={() => show.current()}>
      Show earlier overs
    </button>
  );
}

/**
 * Ball-by-ball commentary, newest first as the upstream sends it, with over summaries: the over in
 * progress and the last COMMENTARY_PAGE_OVERS complete ones, then as many more a page as the fan scrolls
 * to or asks for (commentary-pages.ts).
 */
export function CommentaryList({ items, emptyMessage = 'No data available...' }: { items: Commentary[]; emptyMessage?: string }) {
  const first = items[0];
  const list = useKeepScrollOnPrepend(first ? commentaryKey(first) : undefined);
  const [oldest, setOldest] = useState<string | null>(null);
  const count = shownCount(items, oldest, COMMENTARY_PAGE_OVERS);
  // The oldest ball shown stays put from the first page on, as balls come in above: the page the edge
  // drew, then the one the fan asked for (a new list, another match's, starts again at its first page).
  const lastShown = count > 0 ? commentaryKey(items[count - 1]!) : null;
  useEffect(() => {
    if (lastShown !== oldest) setOldest(lastShown);
  }, [lastShown, oldest]);
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  const showEarlier = () => {
    const end = pageEnd(items, count, COMMENTARY_PAGE_OVERS);
    setOldest(commentaryKey(items[end - 1]!));
  };
  return (
    <>
      <ol className="commentary" aria-label="Commentary" ref={list}>
        {items.slice(0, count).map((item) => {
          const boundary = item.event === 'ball' && (item.six ? 'six' : item.four ? 'four' : null);
          return (
            <li
              key={commentaryKey(item)}
              className={`commentary__item commentary__item--${item.event}${boundary ? ` commentary__item--${boundary}` : ''}`}
            >
              <span className="commentary__over">{overLabel(item)}</span>
              <BallMark item={item} />
              {item.event === 'overend' ? <OverSummary item={item} /> : <p className="commentary__text">{item.commentary}</p>}
            </li>
          );
        })}
      </ol>
      {count < items.length && <EarlierOvers onShow={showEarlier} />}
    </>
  );
}
