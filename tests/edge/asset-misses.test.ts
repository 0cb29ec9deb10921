// A build file the deployment does not have is a 404 that no browser or cache keeps: the assets layer
// puts web/public/_headers on every answer under /assets/, and its 404 carried `immutable` for a year,
// so a page that named a chunk an edge did not have yet (a deploy race) kept failing after it came.
// The deployable bundle behind the assets layer's router, as on Cloudflare.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from '../support/site';

const DIST_ASSETS = fileURLToPath(new URL('../../web/dist/assets', import.meta.url));
const YEAR = /max-age=31536000/;

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct', assets: true });
});
afterAll(() => site?.stop());

describe('build files', () => {
  it('serves a hashed file that exists immutable for a year, from the assets layer', async () => {
    const file = readdirSync(DIST_ASSETS).find((name) => name.endsWith('.js'));
    expect(file).toBeDefined();
    const response = await fetch(`${site.url}/assets/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Only the Worker sends a Permissions-Policy: its absence shows the Worker did not run.
    expect(response.headers.get('permissions-policy')).toBeNull();
    await response.body?.cancel();
  });

  it.each(['/assets/index-00000000.js', '/assets/chunk-deadbeef.css', '/assets/deeper/missing-1234abcd.js'])(
    'answers the missing %s with a 404 that is not kept',
    async (path) => {
      const response = await fetch(site.url + path);
      expect(response.status).toBe(404);
      const cacheControl = response.headers.get('cache-control') ?? '';
      expect(cacheControl).not.toMatch(YEAR);
      expect(cacheControl).not.toMatch(/immutable/);
      expect(cacheControl).toBe('no-store');
      expect(response.headers.get('content-type') ?? '').not.toMatch(/html/);
      await response.body?.cancel();
    },
  );

  it('answers a source map, which is not deployed, with the same 404', async () => {
    const map = readdirSync(DIST_ASSETS).find((name) => name.endsWith('.js.map'));
    expect(map).toBeDefined();
    const response = await fetch(`${site.url}/assets/${map}`);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('');
  });

  it('still serves the favicon and the link-preview card from the assets layer, and pages through the Worker', async () => {
    for (const path of ['/favicon.svg', '/og-card.jpg']) {
      const response = await fetch(site.url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('permissions-policy'), path).toBeNull();
      await response.body?.cancel();
    }
    const home = await fetch(`${site.url}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('permissions-policy')).not.toBeNull();
    expect(home.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    await home.body?.cancel();
  });
});
