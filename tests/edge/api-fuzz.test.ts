// The allowlist under attack: every request of the fuzz corpus is written raw to the Worker's socket.
// None may reach an upstream path outside the allowlist, none may make the Worker answer 5xx, and no
// answer may carry a stack trace.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchUpstreamRoute } from '../../edge/src/api/upstream-routes';
import { rawRequest } from '../support/raw-http';
import { simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import { API_FUZZ_CORPUS } from './api-fuzz-corpus';

let site: Site;
beforeAll(async () => {
  // With the assets layer in front, as on Cloudflare: a path that is not /api (say /API/...) is a page.
  site = await startSite({ runtime: 'direct', assets: true });
});
afterAll(() => site?.stop());

describe('the /api fuzz corpus', () => {
  it('holds at least 150 hostile requests', () => {
    expect(API_FUZZ_CORPUS.length).toBeGreaterThanOrEqual(150);
  });

  it('never reaches an upstream path outside the allowlist, never answers 5xx, never leaks a stack', async () => {
    const before = await simRequests(site.simUrl);
    const failures: string[] = [];
    for (const { method, target, headers, beforeWorker } of API_FUZZ_CORPUS) {
      const { status, body } = await rawRequest(site.url, method, target, headers);
      const label = `${method} ${target.slice(0, 120)}`;
      if (status === 0) failures.push(`${label} → no answer`);
      // The Worker's own errors are JSON; the runtime's refusals are a bare status line.
      if (status >= 500 && (!beforeWorker || body.includes('"status"'))) failures.push(`${label} → ${status} ${body.slice(0, 80)}`);
      if (/at \w+ \(|\.ts:\d+|node_modules|workerd|\.c\+\+/.test(body)) failures.push(`${label} → a stack trace`);
    }
    expect(failures).toEqual([]);

    const after = await simRequests(site.simUrl);
    const reached = Object.keys(after).filter((key) => after[key] !== before[key]);
    for (const key of reached) {
      const [method, pathWithQuery] = key.split(' ') as [string, string];
      expect(matchUpstreamRoute(method, pathWithQuery.split('?')[0]!), key).toBeDefined();
    }
  }, 120_000);
});
