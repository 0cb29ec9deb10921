import type { Commentary } from '../../../../shared/schemas/scorecard';
import { EmptyState } from './empty-state';

function overLabel(item: Commentary): string {
  if (item.event === 'overend') return `End of over ${item.over}`;
  return `${item.over}.${item.ball}`;
}

/** Ball-by-ball commentary, newest first as the upstream sends it. */
export function CommentaryList({ items, emptyMessage = 'No data available...' }: { items: Commentary[]; emptyMessage?: string }) {
  if (items.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ol className="commentary" aria-label="Commentary">
      {items.map((item) => (
        <li key={`${item.inning_number}-${item.event_id}`} className={`commentary__item commentary__item--${item.event}`}>
          <span className="commentary__over">{overLabel(item)}</span>
          <p className="commentary__text">
            {item.event === 'overend' ? `${item.run} runs${item.team ? ` · ${item.team}` : ''}${item.score ? ` · ${item.score}` : ''}` : item.commentary}
          </p>
        </li>
      ))}
    </ol>
  );
}
