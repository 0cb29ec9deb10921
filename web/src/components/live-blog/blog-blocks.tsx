import type { NewsBlock } from '../../../../shared/schemas/news-block';
import { clockTime, toInstant } from '../../../../shared/format/time';
import { useViewerTimeZone } from '../../app/render-facts';
import { EmptyState } from '../page/empty-state';
import { SafeHtml } from '../page/safe-html';

/** A block's time in the fan's zone: the edge's guess of it while its page stands, so the browser hydrates the same text. */
function BlockTime({ block, className }: { block: NewsBlock; className?: string }) {
  const timeZone = useViewerTimeZone();
  const at = toInstant(block.blockTime);
  return (
    <time dateTime={block.blockTime} className={className}>
      {at ? clockTime(at, timeZone) : ''}
    </time>
  );
}

/** The Key Events panel (collapsible, open by default) and the blocks, each with its time and text. */
export function BlogBlocks({ blocks }: { blocks: NewsBlock[] }) {
  if (blocks.length === 0) return <EmptyState message="No blocks found" />;
  const keyEvents = blocks.filter((block) => block.title);
  return (
    <div className="blog">
      {/* Open by default; React leaves `open` alone after the first render, so a reader's toggle sticks. */}
      <details className="blog__key-events" open>
        <summary>Key Events</summary>
        {keyEvents.length === 0 ? (
          <p className="page-small page-muted">No key events yet.</p>
        ) : (
          <ol>
            {keyEvents.map((block) => (
              <li key={block.id}>
                <a href={`#block-${block.id}`}>
                  <BlockTime block={block} /> <span>{block.title}</span>
                </a>
              </li>
            ))}
          </ol>
        )}
      </details>
      <ol className="blog__blocks" aria-label="Live updates">
        {blocks.map((block) => (
          <li key={block.id} id={`block-${block.id}`} className="blog__block">
            <BlockTime block={block} className="blog__time" />
            {block.title && <h3 className="blog__title">{block.title}</h3>}
            <SafeHtml html={block.body} />
          </li>
        ))}
      </ol>
    </div>
  );
}
