// A deployment whose assets lack the built page shell (web/dist without index.html): every page
// answers 503 with a sentence for the fan and a time to come back, never the assets layer's 404 body
// as a page, and the rest of the build is still served. The deployable bundle with the assets layer,
// over a copy of web/dist that has no index.html.
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_UNBUILT_MESSAGE, PAGE_UNBUILT_RETRY_SECONDS } from '../../shared/constants';
import { startSite, type Site } from '../support/site';

const DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

let site: Site;
let unbuilt: string;
beforeAll(async () => {
  unbuilt = mkdtempSync(join(tmpdir(), 'dist-unbuilt-'));
  cpSync(DIST, unbuilt, { recursive: true, filter: (path) => path !== join(DIST, 'index.html') });
  site = await startSite({ runtime: 'direct', assets: true, assetsDirectory: unbuilt });
});
afterAll(async () => {
  await site?.stop();
  rmSync(unbuilt, { recursive: true, force: true });
});

describe('pages without the built shell', () => {
  it.each(['/', '/cricket-news', '/schedule/live'])('%s answers 503 with a sentence and Retry-After, uncached', async (path) => {
    const response = await fetch(`${site.url}${path}`);
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('retry-after')).toBe(String(PAGE_UNBUILT_RETRY_SECONDS));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(PAGE_UNBUILT_MESSAGE);
  });

  it('still serves the build files it has', async () => {
    const file = readdirSync(join(unbuilt, 'assets')).find((name) => name.endsWith('.css'))!;
    const response = await fetch(`${site.url}/assets/${file}`);
    await response.arrayBuffer();
    expect([response.status, response.headers.get('content-type')]).toEqual([200, expect.stringMatching(/^text\/css/)]);
  });
});
