// "Whatever the page asked for has come and is drawn", by condition: no request of the page in flight
// across two animation frames (a render that an answer caused has asked for its pictures by then).
// Playwright's 'networkidle' says the same after half a second with no request, on every page.
import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

export interface RequestWatch {
  /** Resolves once no request is in flight, and none has started, across two frames. */
  settled(timeout?: number): Promise<void>;
}

/** Counts the page's requests from now on (its WebSockets are not requests, and never end). */
export function watchRequests(page: Page): RequestWatch {
  const inFlight = new Set<Request>();
  let started = 0;
  page.on('request', (request) => {
    started += 1;
    inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  const twoFrames = () => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  return {
    async settled(timeout = 20_000) {
      await expect
        .poll(
          async () => {
            if (inFlight.size > 0) return false;
            const before = started;
            await twoFrames();
            return inFlight.size === 0 && started === before;
          },
          { timeout, interval: 50 },
        )
        .toBe(true);
    },
  };
}
