import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { HEART_PATH, SHARE_PATH } from '../../../../shared/article-glyphs';
import { compactCount } from '../../../../shared/format/count';
import type { Article } from '../../../../shared/schemas/article';
import { usePageOrigin } from '../../app/render-facts';
import { ShareDialog } from './share-dialog';
import { useLike } from './use-like';

interface FontControls {
  bigger: () => void;
  smaller: () => void;
  canGrow: boolean;
  canShrink: boolean;
}

function Glyph({ d, filled = false }: { d: string; filled?: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width={20} height={20} fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={d} />
    </svg>
  );
}

/** The page's own address, without the query or the hash a table-of-contents jump leaves. */
function usePageUrl(): string {
  return `${usePageOrigin()}${useLocation().pathname}`;
}

/**
 * The sticky action bar (SPEC section 2): like, share, bigger and smaller font. A row under the
 * header on phones, a rail beside the text on wide screens; it sits in its own space either way.
 */
export function ArticleActions({ article, font }: { article: Article; font: FontControls }) {
  const like = useLike(article);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  const url = usePageUrl();

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: article.title, url });
      } catch {
        // The reader closed the share sheet: nothing to do.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard: the dialog still offers the link to copy by hand.
    }
    dialogRef.current?.showModal();
  };

  return (
    <>
    <div className="article-actions" role="toolbar" aria-label="Article actions">
      <button
        type="button"
        className={`article-actions__button article-actions__like${like.liked ? ' is-liked' : ''}`}
        aria-pressed={like.liked}
        aria-label="Like"
        // One call at a time: a second press while the first is out would race its reply.
        onClick={() => !like.pending && like.toggle()}
      >
        <Glyph d={HEART_PATH} filled={like.liked} />
        <span className="article-actions__count">{compactCount(like.count)}</span>
      </button>
      <button
        type="button"
        className={`article-actions__button article-actions__share${copied ? ' is-copied' : ''}`}
        aria-haspopup="dialog"
        onClick={() => void share()}
      >
        <Glyph d={SHARE_PATH} />
        <span className="article-actions__label">{copied ? 'Link Copied' : 'Share'}</span>
      </button>
      <span className="article-actions__gap" aria-hidden="true" />
      <button type="button" className="article-actions__button article-actions__font" aria-label="Smaller font" onClick={font.smaller} disabled={!font.canShrink}>
        <span aria-hidden="true">A−</span>
      </button>
      <button type="button" className="article-actions__button article-actions__font article-actions__font--up" aria-label="Bigger font" onClick={font.bigger} disabled={!font.canGrow}>
        <span aria-hidden="true">A+</span>
      </button>
    </div>
    <ShareDialog ref={dialogRef} url={url} title={article.title} />
    </>
  );
}
