// The edge's signed upstream calls cannot be reused: the signature covers the Authorization header
// (a fan's token cannot be swapped onto another fan's signed call), and each carries a nonce the
// upstream remembers for the signature's window (a captured call cannot be sent again). The Worker's
// outbound requests are recorded on their way to the simulator, then replayed as an attacker would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NONCE_HEADER } from '../../shared/constants';
import { DEV_GOOGLE_TOKEN_PREFIX } from '../../sim/content/users';
import { startSite, type Site } from '../support/site';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
}

const sent: Sent[] = [];

let site: Site;
beforeAll(async () => {
  site = await startSite({
    runtime: 'direct',
    outbound: async (request) => {
      const headers: Record<string, string> = {};
      request.headers.forEach((value, name) => {
        headers[name] = value;
      });
      sent.push({ url: request.url, method: request.method, headers });
      const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
      const response = await fetch(request.url, { method: request.method, headers, body });
      return new Response(await response.arrayBuffer(), { status: response.status, headers: response.headers });
    },
  });
});
afterAll(() => site?.stop());

async function login(email: string): Promise<string> {
  const response = await fetch(`${site.url}/api/v1/user/socialLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accessToken: `${DEV_GOOGLE_TOKEN_PREFIX}${email}`, type: 'google' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A fan's profile read through the edge; the signed request the edge sent for it. */
async function profileCall(token: string): Promise<Sent> {
  const response = await fetch(`${site.url}/api/v1/user/profile`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  await response.arrayBuffer();
  const call = sent.findLast((s) => new URL(s.url).pathname === '/v1/user/profile' && s.headers.authorization === `Bearer ${token}`);
  expect(call).toBeDefined();
  return call!;
}

describe('signed upstream calls', () => {
  it('cannot be replayed within their window', async () => {
    const call = await profileCall(await login('replayed.fan@example.com'));
    const replay = await fetch(call.url, { method: call.method, headers: call.headers });
    expect(replay.status).toBe(403);
    expect(await replay.json()).toEqual({ status: 'error', message: 'Replayed request' });
  });

  it('are signed with their Authorization header: another token on a signed call is refused', async () => {
    const other = await login('other.fan@example.com');
    const call = await profileCall(await login('first.fan@example.com'));
    const swapped = await fetch(call.url, { method: call.method, headers: { ...call.headers, authorization: `Bearer ${other}` } });
    expect(swapped.status).toBe(403);
    expect(await swapped.json()).toEqual({ status: 'error', message: 'Invalid signature' });
  });

  it('each carry a nonce of their own', async () => {
    const nonces = sent.map((s) => s.headers[NONCE_HEADER]);
    expect(nonces.length).toBeGreaterThan(3);
    expect(nonces.every((n) => typeof n === 'string' && /^[0-9a-f]{32}$/.test(n))).toBe(true);
    expect(new Set(nonces).size).toBe(nonces.length);
  });
});
