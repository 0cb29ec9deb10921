import { useEffect } from 'react';
import { TAB_SCROLL_INTO_VIEW_DELAY_MS } from '../../../../shared/constants';

/** The nearest ancestor that scrolls sideways: the tab row on a narrow screen. */
function sidewaysScroller(from: Element): HTMLElement | null {
  for (let el = from.parentElement; el; el = el.parentElement) {
    if (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') return el;
  }
  return null;
}

/**
 * Centres the active tab in a sideways-scrolling tab bar. The delay lets the page (header, fonts,
 * images) settle first, else the bar moves after we scrolled it. Only the bar scrolls: the
 * element.scrollIntoView shortcut would also scroll the page, yanking a reader who has already
 * scrolled down back up to the tabs.
 */
export function useScrollTabIntoView(barLabel: string, tab: string, ready: boolean) {
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      const link = document.querySelector(`nav[aria-label="${barLabel}"] [aria-current="page"]`);
      const bar = link && sidewaysScroller(link);
      if (!link || !bar) return;
      const at = link.getBoundingClientRect();
      const box = bar.getBoundingClientRect();
      bar.scrollTo({ left: bar.scrollLeft + at.left - box.left - (bar.clientWidth - at.width) / 2 });
    }, TAB_SCROLL_INTO_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [barLabel, tab, ready]);
}
