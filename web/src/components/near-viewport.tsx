import { useEffect, useRef, useState, type ReactNode } from 'react';
import { inBrowser } from '../lib/in-browser';
import { NearViewportContext } from './near-viewport-context';

/** How far ahead of the viewport a block starts to load: a fast scroll still finds it filled. */
const AHEAD = '1200px 0px';

/**
 * Tells the blocks inside (useNearViewport) once their box is within AHEAD of the viewport, so a
 * block far down the page fetches only when the reader gets near it. The blocks render their
 * skeletons until then, so the page keeps its final layout throughout. The edge renders them so too
 * (its page is the first screen and what it needs; the blocks below load as the fan nears them),
 * and the browser hydrates those skeletons. A browser with no IntersectionObserver loads them all.
 * Until then the box is marked `data-far` and its skeletons hold still (base.css): a pulse nobody can
 * see still costs a frame every 16 ms, and home holds a dozen far down the page.
 */
export function NearViewport({ children, className }: { children: ReactNode; className?: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => inBrowser && typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const node = box.current;
    if (near || !node) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={box} className={className} data-far={near ? undefined : ''}>
      <NearViewportContext.Provider value={near}>{children}</NearViewportContext.Provider>
    </div>
  );
}
