import { Fragment, useMemo } from 'react';
import type { Article, CustomBlock } from '../../../../../shared/schemas/article';
import { SafeHtml } from '../../../components/page/safe-html';
import { DreamTeam } from './dream-team';
import { FantasyDisclaimer } from './fantasy-disclaimer';
import { KNOWN_BLOCK_IDS, renderFantasyBlock } from './fantasy-blocks';
import { splitContent } from './split-content';
import './fantasy.css';

const CONTENT_CLASS = 'rich-text article__content';

/**
 * The article's content. A fantasy article with a match_id and match data gets its known custom
 * blocks drawn from the data, in place of the editor's prose sections with the same ids, then
 * 'Dream11 Team For This Match' and the disclaimer. Blocks the data does not cover keep their prose.
 */
export function ArticleBody({ article, blocks }: { article: Article; blocks: CustomBlock[] }) {
  const match = article.type === 'fantasy' && article.match_id ? article.match : null;
  const content = article.content ?? '';
  const pieces = useMemo(() => (match ? splitContent(content, KNOWN_BLOCK_IDS) : null), [match, content]);
  if (!match || !pieces) return content ? <SafeHtml html={content} className={CONTENT_CLASS} /> : null;

  const headings = new Map(blocks.map((b) => [b.id, b.heading]));
  const drawn = new Set<string>();
  const out = pieces.map((piece, i) => {
    const block = piece.blockId ? renderFantasyBlock(match, { id: piece.blockId, heading: headings.get(piece.blockId) ?? '' }) : null;
    if (block && piece.blockId) {
      drawn.add(piece.blockId);
      return <Fragment key={piece.blockId}>{block}</Fragment>;
    }
    return <SafeHtml key={i} html={piece.html} className={CONTENT_CLASS} />;
  });
  // Blocks in the contents list that the prose has no section for still appear, in their order.
  const extra = blocks
    .filter((b) => KNOWN_BLOCK_IDS.has(b.id) && !drawn.has(b.id) && !pieces.some((p) => p.blockId === b.id))
    .map((b) => renderFantasyBlock(match, b));
  return (
    <div className="article__fantasy">
      {out}
      {extra}
      <DreamTeam teams={match.fantasyTeams} />
      <FantasyDisclaimer />
    </div>
  );
}
