// The security headers of every kind of answer, from the deployable bundle with the built SPA and the
// assets layer's router in front of the Worker, as on Cloudflare: pages and everything else through
// the Worker (edge/src/security), hashed build files straight from the assets layer (web/public/_headers).
import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DATA_POLICY } from '../../edge/src/security/content-security-policy';
import { REFERRER_POLICY } from '../../edge/src/security/security-headers';
import { startSite, type Site } from '../support/site';
import { LiveSocket } from './live-socket';

const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';
const DIST_ASSETS = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));

let site: Site;
beforeAll(async () => {
  site = await startSite({
    runtime: 'direct',
    assets: true,
    // This host as the production host: still no HSTS, since this is http.
    vars: { GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com', PRODUCTION_HOST: '127.0.0.1' },
    warm: ['/'],
  });
});
afterAll(() => site?.stop());
// Production's configuration (ads on, Google sign-in) renders every page: none is served as the shell.
afterEach(async () => expect(await site.takeRenderFallbacks(), 'pages the edge served as the shell (its log)').toEqual([]));

/** What every answer carries, whoever gives it. */
function expectBaseline(headers: Headers) {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe(REFERRER_POLICY);
}

/** What every answer of the Worker carries; HSTS never, over http. */
function expectWorkerHeaders(headers: Headers) {
  expectBaseline(headers);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(headers.get('permissions-policy')).toContain('camera=()');
  expect(headers.get('strict-transport-security')).toBeNull();
}

/** A JSON answer of the Worker (data, snapshot or error): the policy that allows nothing. */
async function expectJsonAnswer(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.headers.get('content-security-policy')).toBe(DATA_POLICY);
  expectWorkerHeaders(response.headers);
  await response.body?.cancel();
}

/** The directives of a CSP header by name. */
function directives(response: Response): Record<string, string> {
  const csp = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(csp.split(';').map((d) => d.trim().split(/ (.*)/s).slice(0, 2) as [string, string]));
}

describe('pages', () => {
  it.each(['/', '/cricket-news', '/live-cricket-scores', '/user-profile'])(
    'serves %s as the SPA, revalidated on each load, with the page policy built from configuration',
    async (path) => {
      const response = await fetch(site.url + path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      // The page React rendered at the edge (after its preloads of the page's images), or the build's
      // static shell: the chrome paints before any script runs.
      expect(await response.text()).toMatch(/<div id="root">(<link rel="preload" as="image"[^>]*\/>)*(<div class="app-root">)?<div class="app">/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expectWorkerHeaders(response.headers);
      const csp = directives(response);
      expect(csp['default-src']).toBe("'self'");
      expect(csp['script-src']).toBe("'self'");
      expect(csp['frame-ancestors']).toBe("'none'");
      // MEDIA_ORIGINS is empty, so images and videos may come from the upstream (the simulator) only.
      expect(csp['img-src']).toBe(`'self' data: blob: ${new URL(site.simUrl).origin}`);
      expect(csp['media-src']).toBe(`'self' ${new URL(site.simUrl).origin}`);
      expect(csp['connect-src']).toBe(`'self' ws://${new URL(site.url).host}`);
    },
  );

  it("gives /login Google's sign-in sources, and no other page", async () => {
    const login = await fetch(`${site.url}/login`);
    expect(directives(login)['script-src']).toBe(`'self' ${GOOGLE_SCRIPT}`);
    expect(directives(login)['frame-src']).toContain('https://accounts.google.com/gsi/');
    const home = await fetch(`${site.url}/`);
    expect(home.headers.get('content-security-policy')).not.toContain('google');
    await Promise.all([login.body?.cancel(), home.body?.cancel()]);
  });

  it('answers a page revalidation with 304 and the same headers', async () => {
    const first = await fetch(`${site.url}/cricket-news`);
    await first.body?.cancel();
    const etag = first.headers.get('etag');
    expect(etag).not.toBeNull();
    const again = await fetch(`${site.url}/cricket-news`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
    expectWorkerHeaders(again.headers);
  });
});

describe('static files', () => {
  it('serves hashed build files from the assets layer, immutable, with nosniff and the Worker’s referrer policy', async () => {
    const html = await (await fetch(`${site.url}/`)).text();
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(files.some((f) => f.endsWith('.js')) && files.some((f) => f.endsWith('.css'))).toBe(true);
    for (const file of files) {
      const response = await fetch(site.url + file);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('cache-control'), file).toBe('public, max-age=31536000, immutable');
      expectBaseline(response.headers);
      // Only the Worker sends a Permissions-Policy: its absence shows the Worker did not run.
      expect(response.headers.get('permissions-policy'), file).toBeNull();
      await response.body?.cancel();
    }
  });

  it('serves the favicon from the assets layer with nosniff', async () => {
    const response = await fetch(`${site.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expectBaseline(response.headers);
    await response.body?.cancel();
  });

  it('does not serve the source maps the build keeps for reading crash reports', async () => {
    const maps = readdirSync(DIST_ASSETS).filter((file) => file.endsWith('.js.map'));
    expect(maps.length).toBeGreaterThan(0);
    const response = await fetch(`${site.url}/assets/${maps[0]}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('answers 404, not the SPA, for a build file that does not exist', async () => {
    const response = await fetch(`${site.url}/assets/index-00000000.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type') ?? '').not.toMatch(/html/);
    expectBaseline(response.headers);
    await response.body?.cancel();
  });
});

describe('/api answers', () => {
  it('carry the headers on a 200', async () => {
    await expectJsonAnswer(await fetch(`${site.url}/api/v1/news/categories`), 200);
  });

  it('carry the headers on the 404 of a call not allowed', async () => {
    await expectJsonAnswer(await fetch(`${site.url}/api/v1/admin/users`), 404);
  });

  it('carry the headers on the 400 of a path trick', async () => {
    const { status, headers } = await rawGetWithHeaders('/api/v1/news%2fcategories');
    expect(status).toBe(400);
    expect(headers['content-security-policy']).toBe(DATA_POLICY);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('/live answers', () => {
  it('carry the headers on a snapshot', async () => {
    await expectJsonAnswer(await fetch(`${site.url}/live/carousel`), 200);
  });

  it('carry the headers on the 404 of an unknown topic', async () => {
    await expectJsonAnswer(await fetch(`${site.url}/live/no-such-topic`), 404);
  });

  it('carry the headers on the 403 of a socket from a foreign origin', async () => {
    const { status, headers } = await upgradeFrom('https://evil.example.com', '/live/carousel');
    expect(status).toBe(403);
    expect(headers['content-security-policy']).toBe(DATA_POLICY);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  it('still upgrade a socket, whose handshake they leave alone', async () => {
    const socket = await LiveSocket.open(site.url, 'carousel');
    try {
      socket.subscribe('carousel');
      expect((await socket.next('snapshot')).topic).toBe('carousel');
    } finally {
      socket.ws.close();
    }
  });
});

describe('other answers of the Worker', () => {
  it('/app-config.json carries the headers', async () => {
    await expectJsonAnswer(await fetch(`${site.url}/app-config.json`), 200);
  });

  it('the notFound answer to another method on a page path carries them', async () => {
    await expectJsonAnswer(await fetch(`${site.url}/cricket-news`, { method: 'POST' }), 404);
  });
});

/** A GET whose target is sent as written, with the answer's headers. */
function rawGetWithHeaders(target: string) {
  return rawRequest(target, {});
}

/** A WebSocket upgrade request from `origin`, answered with anything but 101. */
function upgradeFrom(origin: string, target: string) {
  return rawRequest(target, {
    connection: 'Upgrade',
    upgrade: 'websocket',
    origin,
    'sec-websocket-version': '13',
    'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
  });
}

function rawRequest(target: string, headers: Record<string, string>): Promise<{ status: number; headers: Record<string, unknown> }> {
  const { hostname, port } = new URL(site.url);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('upgrade', () => reject(new Error(`${target} was upgraded`)));
    req.on('error', reject);
    req.end();
  });
}
