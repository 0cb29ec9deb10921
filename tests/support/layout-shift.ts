// Layout shift as Chromium reports it (PerformanceObserver 'layout-shift'), recorded from the first
// paint: the observer is installed before any script of the page runs. Shifts right after input
// are left out, as cumulative layout shift leaves them out.
import type { BrowserContext, Page } from 'playwright-core';

export interface LayoutShift {
  value: number;
  /** The shifted elements, as `tag.class`. */
  sources: string[];
  /** Where each source was and went, as `x,y wxh→x,y wxh` in CSS pixels: which way the page moved. */
  moves: string[];
  /** Every element it moved is inside the live strip (the carousel of matches, whose scores are pushed). */
  inLiveStrip: boolean;
  /**
   * When and in what page it was seen: ms from the navigation's start, and the document's state, the
   * viewport, the scroll offset and whether the app had taken the page over when the observer heard of
   * it, so that a shift a test fails on says how the page stood.
   */
  at: { ms: number; readyState: string; viewport: string; scrollY: number; hydrated: boolean };
}

/** Records every layout shift of every page the context opens from now on. */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: LayoutShift[] = [];
    const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
    (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as unknown as { value: number; startTime: number; hadRecentInput: boolean; sources: Source[] }[]) {
        if (entry.hadRecentInput) continue;
        seen.push({
          value: entry.value,
          sources: entry.sources.map((s) =>
            s.node instanceof Element ? `${s.node.localName}.${s.node.className}` : String(s.node?.nodeName),
          ),
          moves: entry.sources.map((s) => `${box(s.previousRect)}→${box(s.currentRect)}`),
          inLiveStrip: entry.sources.every((s) => {
            const element = s.node instanceof Element ? s.node : (s.node?.parentElement ?? null);
            return element?.closest('.live-carousel') != null;
          }),
          at: {
            ms: Math.round(entry.startTime),
            readyState: document.readyState,
            viewport: `${window.innerWidth}x${window.innerHeight}`,
            scrollY: Math.round(window.scrollY),
            hydrated: Object.keys(document.querySelector('#main-content > *') ?? {}).some((key) => key.startsWith('__reactFiber')),
          },
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on the page so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/** The page's cumulative layout shift so far. */
export async function cumulativeLayoutShift(page: Page): Promise<number> {
  return (await layoutShifts(page)).reduce((sum, shift) => sum + shift.value, 0);
}

/**
 * Scrolls down half a screen at a time, waiting at each stop until nothing in view is still loading
 * (`aria-busy`), to the foot of the page or `maxScreens` screens down, whichever comes first.
 */
export async function readThrough(page: Page, maxScreens = Infinity): Promise<void> {
  const height = page.viewportSize()?.height ?? 800;
  for (let y = 0; ; y += height / 2) {
    const max = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    const limit = Math.min(max, maxScreens * height);
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, limit));
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('[aria-busy="true"]')).every((el) => {
        const box = el.getBoundingClientRect();
        return box.bottom <= 0 || box.top >= window.innerHeight;
      }),
    );
    if (y >= limit) return;
  }
}
