// POST /collect in the workers runtime, through the deployable bundle with wrangler.toml's bindings
// (the Analytics Engine dataset among them, which Miniflare takes writes on and keeps nothing of): a
// consenting fan's beacon is a 204; anything else is refused before a write, with a reason. What a
// write holds is tested on the mapping itself (tests/unit/edge/analytics-data-points.test.ts): the
// local dataset cannot be read back, and the Worker has no hook of the tests' to read it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANALYTICS_MAX_BODY_BYTES, ANALYTICS_MAX_EVENTS } from '../../shared/constants';
import { startSite, type Site } from '../support/site';

/** This site's COLLECT_LIMIT, a minute, per client. */
const LIMIT = 4;

let site: Site;
let clients = 0;
/** Each test its own client: the limit counts every beacon, refused ones too. */
const newClient = () => ({ 'cf-connecting-ip': `203.0.113.${++clients}` });

beforeAll(async () => {
  site = await startSite({ runtime: 'direct', rateLimits: { COLLECT_LIMIT: LIMIT } });
});

afterAll(() => site?.stop());

const view = { type: 'page_view', family: '/series/:sid/schedule/:mid/:type', navigation: 'navigate' };
const lcp = { type: 'web_vital', family: '/', name: 'LCP', value: 1834, rating: 'needs-improvement', target: 'main>img.hero' };
const beacon = (events: unknown[] = [view, lcp]) => ({ v: 1, device: 'phone', events });

function collect(body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${site.url}/collect`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url, ...newClient(), ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function refusal(response: Response): Promise<{ status: number; code: string; message: string }> {
  const { code, message } = (await response.json()) as { code: string; message: string };
  return { status: response.status, code, message };
}

describe('POST /collect', () => {
  it('takes a beacon of page views and vitals from the site\'s pages, with no cookie set and nothing to cache', async () => {
    const response = await collect(beacon());
    expect(response.status, await response.clone().text()).toBe(204);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-control')).toBe('no-store');
    // sendBeacon's Content-Type for a Blob of JSON carries no charset; with one it is the same.
    expect((await collect(beacon(), { 'content-type': 'application/json;charset=UTF-8' })).status).toBe(204);
  });

  it('refuses another site\'s pages (403) and a body that is not JSON (415)', async () => {
    expect(await refusal(await collect(beacon(), { origin: 'https://elsewhere.example' }))).toMatchObject({ status: 403, code: 'forbidden' });
    expect(await refusal(await collect(beacon(), { 'content-type': 'text/plain' }))).toMatchObject({ status: 415 });
    expect(await refusal(await collect('{"v":1,', {}))).toEqual({ status: 400, code: 'bad_request', message: 'The body must be JSON' });
  });

  it('refuses unknown names and bad values with a 400 that names the field', async () => {
    const cases: [unknown, RegExp][] = [
      [beacon([{ ...lcp, name: 'FID' }]), /^events\.0\.name: /],
      [beacon([view, { ...lcp, value: -5 }]), /^events\.1\.value: /],
      [beacon([{ ...view, family: '/cricket-news/some-story-123456' }]), /^events\.0\.family: /],
      [beacon([{ ...view, href: `${site.url}/user-profile` }]), /^events\.0: .*href/],
      [{ ...beacon(), device: 'fridge' }, /^device: /],
      [beacon([]), /^events: at least one event/],
      [beacon(Array.from({ length: ANALYTICS_MAX_EVENTS + 1 }, () => view)), new RegExp(`^events: at most ${ANALYTICS_MAX_EVENTS} events`)],
    ];
    for (const [body, message] of cases) {
      const answer = await refusal(await collect(body));
      expect(answer, JSON.stringify(body).slice(0, 200)).toMatchObject({ status: 400, code: 'bad_request' });
      expect(answer.message).toMatch(message);
    }
  });

  it('refuses a body past its size with a 413, whether or not it says its length', async () => {
    const padded = JSON.stringify({ ...beacon(), pad: 'x'.repeat(ANALYTICS_MAX_BODY_BYTES) });
    expect(await refusal(await collect(padded))).toMatchObject({ status: 413, code: 'payload_too_large' });
    // Streamed, with no Content-Length: the bytes read are counted.
    const stream = new Blob([padded]).stream();
    const response = await fetch(`${site.url}/collect`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, ...newClient() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(await refusal(response)).toMatchObject({ status: 413 });
  });

  it('counts each client\'s beacons, refused ones too, and refuses past the limit with Retry-After; another client is unaffected', async () => {
    const client = newClient();
    expect((await collect(beacon([{ ...lcp, name: 'nope' }]), client)).status).toBe(400);
    for (let i = 1; i < LIMIT; i++) expect((await collect(beacon(), client)).status).toBe(204);
    const refused = await collect(beacon(), client);
    expect(await refusal(refused)).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await collect(beacon())).status).toBe(204);
  });

  it('answers nothing but POST', async () => {
    expect((await fetch(`${site.url}/collect`, { method: 'PUT', headers: { origin: site.url } })).status).toBe(404);
  });
});
