import { useLayoutEffect, useRef } from 'react';
import type { Commentary } from '../../../../shared/schemas/scorecard';
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

/** Ball-by-ball commentary, newest first as the upstream sends it, with over summaries. */
export function CommentaryList({ items, emptyMessage = 'No data available...' }: { items: Commentary[]; emptyMessage?: string }) {
  const first = items[0];
  const list = useKeepScrollOnPrepend(first ? `${first.inning_number}-${first.event_id}` : undefined);
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ol className="commentary" aria-label="Commentary" ref={list}>
      {items.map((item) => {
        const boundary = item.event === 'ball' && (item.six ? 'six' : item.four ? 'four' : null);
        return (
          <li
            key={`${item.inning_number}-${item.event_id}`}
            className={`commentary__item commentary__item--${item.event}${boundary ? ` commentary__item--${boundary}` : ''}`}
          >
            <span className="commentary__over">{overLabel(item)}</span>
            <BallMark item={item} />
            {item.event === 'overend' ? <OverSummary item={item} /> : <p className="commentary__text">{item.commentary}</p>}
          </li>
        );
      })}
    </ol>
  );
}
