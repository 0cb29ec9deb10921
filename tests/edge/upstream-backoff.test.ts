// A failing upstream must be asked less often than a healthy one, never more: after a failed refresh
// the edge leaves the key alone (as long as Retry-After asks, or a backoff that doubles), serving
// its stale copy to every reader meanwhile, and refreshes it once the upstream answers again.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UPSTREAM_BACKOFF_BASE_MS } from '../../shared/constants';
import { clearFaults, setFault, simRequests } from '../support/sim-control';
import { startSite, type Site } from '../support/site';
import { eventually } from './live-socket';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterEach(() => clearFaults(site.simUrl));
afterAll(() => site?.stop());

const calls = async (pathWithQuery: string) => (await simRequests(site.simUrl))[`GET ${pathWithQuery}`] ?? 0;

async function get(pathWithQuery: string) {
  const response = await fetch(`${site.url}/api${pathWithQuery}`);
  return { status: response.status, cache: response.headers.get('x-cache'), retryAfter: response.headers.get('retry-after'), body: await response.text() };
}

/** Reads `pathWithQuery` back to back for `ms`, as a crowd would: every answer. */
async function crowd(pathWithQuery: string, ms: number) {
  const answers = [];
  for (const end = Date.now() + ms; Date.now() < end; ) answers.push(await get(pathWithQuery));
  return answers;
}

/** Caches `pathWithQuery`, sets the fault, and waits until the copy is served stale. */
async function staleCopy(pathWithQuery: string, fault: { status: number; retryAfter?: number }) {
  const first = await get(pathWithQuery);
  expect(first.status).toBe(200);
  await setFault(site.simUrl, { path: pathWithQuery.split('?')[0]!, ...fault });
  const askedBefore = await calls(pathWithQuery);
  await eventually(async () => (await get(pathWithQuery)).cache === 'STALE', 20_000);
  return { body: first.body, askedBefore };
}

describe('a failing upstream', () => {
  it('is asked once per Retry-After, while every reader gets the stale copy', async () => {
    const path = '/v2/matches/live';
    const { body, askedBefore } = await staleCopy(path, { status: 429, retryAfter: 30 });
    const answers = await crowd(path, 3_000);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.every((a) => a.status === 200 && a.cache === 'STALE' && a.body === body)).toBe(true);
    // The one refresh the copy going stale started; Retry-After holds the rest for 30 s.
    expect((await calls(path)) - askedBefore).toBe(1);
  });

  it('is left alone for a backoff without Retry-After, and the copy is fresh again once it answers', async () => {
    const path = '/v1/matches/schedule/live?page=1';
    const { askedBefore } = await staleCopy(path, { status: 503 });
    const answers = await crowd(path, UPSTREAM_BACKOFF_BASE_MS / 2);
    expect(answers.every((a) => a.status === 200 && a.cache === 'STALE')).toBe(true);
    expect((await calls(path)) - askedBefore).toBe(1);
    await clearFaults(site.simUrl);
    // The next refresh after the backoff lands, and readers get a fresh copy again.
    await eventually(async () => (await get(path)).cache === 'HIT', 20_000);
  });

  it('answers a call with no copy at once while backing off, saying when to retry', async () => {
    const path = '/v1/misc/exclusiveVideos';
    await setFault(site.simUrl, { path, status: 429, retryAfter: 20 });
    for (let i = 0; i < 10; i++) {
      const answer = await get(path);
      expect(answer.status).toBe(502);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
      expect(Number(answer.retryAfter)).toBeLessThanOrEqual(20);
      expect(JSON.parse(answer.body)).toMatchObject({ status: 'error', code: 'upstream_error' });
    }
    expect(await calls(path)).toBe(1);
  });
});
