// Which pages may open live sockets, with ALLOWED_ORIGINS as wrangler.toml ships it (empty): the site
// itself only. A page on a localhost port is anything the visitor's machine runs (or an attacker got
// it to run), not the site; only local development lists those origins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSite, type Site } from '../support/site';
import { LiveSocket, RefusedUpgrade } from './live-socket';

let site: Site;
beforeAll(async () => {
  site = await startSite({ runtime: 'direct' });
});
afterAll(() => site?.stop());

/** The upgrade's status: 101 when the socket opened (it is closed again at once). */
async function upgradeStatus(origin: string | undefined): Promise<number> {
  try {
    const socket = await LiveSocket.open(site.url, 'carousel', origin ? { origin } : {});
    await socket.close();
    return 101;
  } catch (err) {
    if (err instanceof RefusedUpgrade) return err.status;
    throw err;
  }
}

describe('live socket origins with ALLOWED_ORIGINS empty', () => {
  it('refuses pages on localhost and 127.0.0.1 ports that are not the site', async () => {
    for (const origin of ['http://localhost:5173', 'http://localhost', 'http://127.0.0.1:1', 'https://evil.example']) {
      expect(await upgradeStatus(origin), origin).toBe(403);
    }
  });

  it('accepts the site itself and clients that send no Origin', async () => {
    expect(await upgradeStatus(site.url)).toBe(101);
    expect(await upgradeStatus(undefined)).toBe(101);
  });
});
