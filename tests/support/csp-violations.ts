// Content Security Policy violations in the browser tests. Every page of every context of a browser
// reports them, from its first script on: the document's `securitypolicyviolation` events (which also
// cover what Chromium logs without naming CSP, such as a blocked eval) and Chromium's own console lines
// about the policy. The page suite fails a test on any, naming the page and the directive.
import type { Browser, BrowserContext } from 'playwright-core';

const MARKER = '[csp-violation]';

export interface CspViolations {
  /** The violations seen since the last call, as readable lines. */
  take(): string[];
}

export function watchCspViolations(browser: Browser): CspViolations {
  let seen: string[] = [];
  const watch = (context: BrowserContext) => {
    // Registered as the context is created, before any of its pages exists (a context closed at once
    // refuses it, and has no page to watch).
    context.addInitScript(reportViolations, MARKER).catch(() => undefined);
    context.on('console', (message) => {
      const text = message.text();
      if (text.startsWith(MARKER)) seen.push(describe(JSON.parse(text.slice(MARKER.length)) as Violation));
      else if (text.includes('Content Security Policy')) seen.push(`${message.page()?.url() ?? 'a worker'}: ${text}`);
    });
  };
  browser.on('context', watch);
  browser.contexts().forEach(watch);
  return {
    take() {
      const taken = seen;
      seen = [];
      return taken;
    },
  };
}

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

function describe({ page, directive, blocked, sample }: Violation): string {
  return `${page}: ${directive} blocked ${blocked || '(inline)'}${sample ? ` (${sample})` : ''}`;
}

/** Runs in the page, before its own scripts: each violation becomes one marked console line. */
function reportViolations(marker: string) {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const violation = { page: event.documentURI, directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample };
      console.error(`${marker} ${JSON.stringify(violation)}`);
    },
    true,
  );
}
