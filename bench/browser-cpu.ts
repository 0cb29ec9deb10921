// `npm run bench:browser`: what one page load costs the machine's CPU in each of Debian's two builds
// of Chromium, the headless shell the browser tests run on and the full browser: the browser tests
// are bound by it. Each page (home, the live schedule, an article, a live match centre) is loaded
// BENCH_RUNS times (default 3) as a test loads it: a new context at 390 x 844, the page until the
// app owns it, then a second's rest; with JavaScript on and off. Prints one JSON line a page, build
// and mode: the browser's CPU seconds a load (every process of it, renderers that have exited too),
// the site's (wrangler dev, workerd, the simulator, and this script's own driving of the browser)
// and the wall time.
//
// Counts CPU with the Linux cpuacct cgroup (v1), so it runs as root on a machine that has one (CI's
// and this project's development machines do); elsewhere it says so and stops.
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from '../tests/support/browser';
import { startSite } from '../tests/support/site';
import { benchPages } from './bench-pages';

const CGROUPS = '/sys/fs/cgroup/cpuacct';
if (!existsSync(CGROUPS)) throw new Error(`bench:browser counts CPU with the cpuacct cgroup (v1) at ${CGROUPS}, which this machine lacks`);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const REST_MS = 1_000;

function cgroup(name: string): { usage: () => number; join: (pid: number | string) => void } {
  const dir = join(CGROUPS, name);
  mkdirSync(dir, { recursive: true });
  return {
    usage: () => Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
    join: (pid) => writeFileSync(join(dir, 'cgroup.procs'), String(pid)),
  };
}

const site = cgroup('bench-site');
const browserGroup = cgroup('bench-browser');
// The site runs in this process's children: this process joins the site's group before starting it.
site.join(process.pid);
const running = await startSite({ runtime: 'wrangler', warm: ['/'] });
const pages = await benchPages(running.url);

/** A launcher that puts the browser (and so every process it starts) in the browser's group. */
function launcher(executable: string): string {
  const path = join(mkdtempSync(join(tmpdir(), 'bench-browser-')), 'launch.sh');
  writeFileSync(path, `#!/bin/sh\necho $$ > ${join(CGROUPS, 'bench-browser', 'cgroup.procs')}\nexec ${executable} "$@"\n`);
  chmodSync(path, 0o755);
  return path;
}

try {
  for (const [build, executable] of [['headless shell', HEADLESS_SHELL_PATH], ['full browser', CHROMIUM_PATH]] as const) {
    const browser = await chromium.launch({
      executablePath: launcher(executable),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
    for (const javaScript of [true, false]) {
      for (const [page, path] of Object.entries(pages)) {
        const load = async () => {
          const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: javaScript });
          await context.addCookies([{ name: 'cookieConsent', value: 'true', url: running.url }]);
          const tab = await context.newPage();
          await tab.goto(running.url + path, { waitUntil: 'load' });
          if (javaScript) {
            await tab.waitForFunction(() => Object.keys(document.querySelector('#main-content > *') ?? {}).some((key) => key.startsWith('__reactFiber')));
          }
          await tab.waitForTimeout(REST_MS);
          await context.close();
        };
        await load(); // The edge's caches and the render's first compile are not what is measured.
        const browserAt = browserGroup.usage();
        const siteAt = site.usage();
        const started = performance.now();
        for (let i = 0; i < runs; i++) await load();
        const per = (value: number) => Math.round((value / runs) * 1000) / 1000;
        console.log(
          JSON.stringify({
            build,
            page,
            javaScript,
            runs,
            browser_cpu_s_per_load: per(browserGroup.usage() - browserAt),
            site_cpu_s_per_load: per(site.usage() - siteAt),
            wall_s_per_load: per((performance.now() - started) / 1000),
          }),
        );
      }
    }
    await browser.close();
  }
} finally {
  await running.stop();
}
