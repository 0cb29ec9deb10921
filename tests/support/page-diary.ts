// What the pages of a browser test did, for the message of a test that fails: every page still open
// and its URL, what was said in their consoles (errors and warnings, uncaught errors), the requests
// that failed or were answered with an error status, and those still unanswered (a navigation that
// times out says what it waits for). So a failed browser test says why
// without a rerun. Every context of the browser is watched from its creation on.
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';

/** Lines kept per test at most: a page that loops its errors does not fill the log. */
const MAX_LINES = 60;

export interface PageDiary {
  /** Forgets what was seen so far (a new test starts). */
  clear(): void;
  /** The open pages' URLs and what was seen since the last clear, as readable lines. */
  read(): string[];
  /** The GET requests still unanswered, by URL. */
  unansweredGets(): string[];
}

/** How a diary line of a request still unanswered begins. */
export const UNANSWERED = 'unanswered';

export function keepPageDiary(browser: Browser): PageDiary {
  let lines: string[] = [];
  const contexts = new Set<BrowserContext>();
  const note = (line: string) => {
    if (lines.length < MAX_LINES) lines.push(line);
    else if (lines.length === MAX_LINES) lines.push('… (more left out)');
  };
  const where = (page: Page | null) => (page ? page.url() : 'a worker');
  /** Requests sent and not yet answered (or failed), with when they were sent. */
  const pending = new Map<Request, number>();
  const watch = (context: BrowserContext) => {
    contexts.add(context);
    context.on('request', (request) => pending.set(request, Date.now()));
    context.on('requestfinished', (request) => pending.delete(request));
    context.on('close', () => contexts.delete(context));
    context.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') note(`console ${message.type()} at ${where(message.page())}: ${message.text()}`);
    });
    context.on('weberror', (error) => note(`uncaught at ${where(error.page())}: ${error.error().message}`));
    context.on('requestfailed', (request) => {
      pending.delete(request);
      note(`request failed: ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? 'unknown'}`);
    });
    context.on('response', (response) => {
      if (response.status() >= 400) note(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    });
  };
  browser.on('context', watch);
  browser.contexts().forEach(watch);
  return {
    clear() {
      lines = [];
      pending.clear();
    },
    read() {
      const open = [...contexts].flatMap((context) => context.pages()).map((page) => `open page: ${page.url()}`);
      const now = Date.now();
      const waiting = [...pending].map(([request, sent]) => `${UNANSWERED} for ${now - sent} ms: ${request.method()} ${request.url()}`);
      return [...open, ...lines, ...waiting.slice(0, MAX_LINES)];
    },
    unansweredGets: () => [...pending.keys()].filter((request) => request.method() === 'GET').map((request) => request.url()),
  };
}
