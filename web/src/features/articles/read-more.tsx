import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { COLLAPSED_ARTICLE_HEIGHT_PX } from '../../../../shared/constants';

interface ReadMoreProps {
  /** info.showReadMore: the article starts collapsed. */
  enabled: boolean;
  expanded: boolean;
  onExpand: () => void;
  children: ReactNode;
}

/**
 * The collapsed article (SPEC section 4): 1000 px with a fade and a Read More button that removes
 * the limit. A body shorter than the limit is never collapsed; that is decided before the first
 * paint, so nothing moves.
 */
export function ReadMore({ enabled, expanded, onExpand, children }: ReadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && enabled && !expanded) setFits(element.scrollHeight <= COLLAPSED_ARTICLE_HEIGHT_PX);
  }, [enabled, expanded, children]);
  const collapsed = enabled && !expanded && !fits;
  return (
    <>
      <div
        ref={ref}
        className={collapsed ? 'article-collapse is-collapsed' : 'article-collapse'}
        style={collapsed ? { maxHeight: COLLAPSED_ARTICLE_HEIGHT_PX } : undefined}
      >
        {children}
      </div>
      {collapsed && (
        <div className="article-collapse__more">
          <button type="button" className="page-button article-collapse__button" onClick={onExpand}>
            Read More
          </button>
        </div>
      )}
    </>
  );
}
