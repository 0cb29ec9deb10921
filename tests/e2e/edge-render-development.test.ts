// The production build of React stays silent on a mismatched attribute, so the pages the edge renders
// are also hydrated by a development build of the app (React's development build, which reports
// every difference): nothing may be said in the console.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAVOURITE_MARK_CLASS, FAVOURITES_COOKIE, MATCH_TEAMS_ATTRIBUTE } from '../../shared/favourite-marks';
import { launchBrowser } from '../support/browser';
import { developmentView, EVERY_FAMILY, families, hydrate, type Family } from '../support/page-families';
import { startSite, type Site } from '../support/site';

describe('a page the edge renders, hydrated by the development build of the app', () => {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  let build: string;
  let site: Site;
  let browser: Browser;
  let all: Family[] = [];

  beforeAll(async () => {
    build = mkdtempSync(join(tmpdir(), 'web-dev-build-'));
    execFileSync('npx', ['vite', 'build', '--config', 'web/vite.config.ts', '--mode', 'development', '--outDir', build, '--emptyOutDir'], {
      cwd: root,
      // Its output only if it fails (execFileSync then throws with it).
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, NODE_ENV: 'development' },
    });
    [site, browser] = await Promise.all([startSite({ runtime: 'direct', assets: true, assetsDirectory: build }), launchBrowser()]);
    all = await families(async (path) => (await fetch(`${site.url}/api${path}`)).json());
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    rmSync(build, { recursive: true, force: true });
  });

  it('reports no difference, each family in a view the production build does not open it in', EVERY_FAMILY, async () => {
    for (const [index, family] of all.entries()) {
      const view = developmentView(index);
      const { said, reactDevelopmentBuild } = await hydrate(browser, site.url + family.path, view);
      const seen = `${family.name} (${view.width} px, ${view.colorScheme}, ${view.timezoneId})`;
      expect([seen, said, reactDevelopmentBuild]).toEqual([seen, [], true]);
    }
  });

  it("reports no difference where the edge marked a fan's teams' matches", async () => {
    for (const [index, path] of ['/', '/schedule/upcoming'].entries()) {
      // A team of the first match the page lists.
      const team = new RegExp(`${MATCH_TEAMS_ATTRIBUTE}="(\\d+) `).exec(await (await fetch(site.url + path)).text())![1]!;
      const cookie = `${FAVOURITES_COOKIE}=${team}`;
      expect(await (await fetch(site.url + path, { headers: { cookie } })).text()).toContain(FAVOURITE_MARK_CLASS);
      const view = developmentView(index);
      const { said } = await hydrate(browser, site.url + path, view, false, [{ name: FAVOURITES_COOKIE, value: team }]);
      expect([path, said]).toEqual([path, []]);
    }
  });
});
