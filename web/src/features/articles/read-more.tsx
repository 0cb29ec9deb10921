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
 * paint, so nothing moves: the body renders collapsed, and a ResizeObserver, whose first answer
 * comes after the browser's own layout and before its paint, lifts the limit when the body fits.
 * Reading the height during the render instead (a layout effect) would make the browser lay the
 * whole article out inside the render's task, a long task on a phone.
 */
export function ReadMore({ enabled, expanded, onExpand, children }: ReadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [fits, setFits] = useState(false);
  // A layout effect, so the observer is in place before the commit's first paint; it reads nothing.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled || expanded || typeof ResizeObserver === 'undefined') return;
    // One answer per body: one that grows later, as an image loads, is not collapsed under the reader.
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      setFits(element.scrollHeight <= COLLAPSED_ARTICLE_HEIGHT_PX);
    });
    observer.observe(element);
    return () => observer.disconnect();
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
