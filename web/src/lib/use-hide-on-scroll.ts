import { useEffect, useState } from 'react';
import { BOTTOM_THRESHOLD_PX, NAV_SCROLL_THROTTLE_MS } from '../../../shared/constants';
import { throttle } from './throttle';

/**
 * SPEC.md section 2: the bars hide while the reader scrolls down and come back when scrolling up,
 * at the top, or near the bottom (where the footer links are). Whether hiding applies at all (only
 * on mobile) is left to the stylesheet, so a window resize needs no JavaScript.
 */
export function useHideOnScroll(): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    const nearBottom = (y: number) => y + window.innerHeight >= document.documentElement.scrollHeight - BOTTOM_THRESHOLD_PX;
    let lastY = window.scrollY;
    // A page the fan scrolled down before the app ran (the edge's page reads and scrolls without it)
    // is where scrolling down has taken them: the bars are as they would be had it run all along.
    if (lastY > 0 && !nearBottom(lastY)) setHidden(true);
    const check = throttle(() => {
      const y = window.scrollY;
      if (y <= 0 || nearBottom(y)) setHidden(false);
      else if (y > lastY) setHidden(true);
      else if (y < lastY) setHidden(false);
      lastY = y;
    }, NAV_SCROLL_THROTTLE_MS);
    window.addEventListener('scroll', check.run, { passive: true });
    return () => {
      window.removeEventListener('scroll', check.run);
      check.cancel();
    };
  }, []);

  return hidden;
}
