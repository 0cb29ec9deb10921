// A site (the simulator and the edge, as the browser tests run it: BROWSER_SITE in site.ts) for each
// worker of the browser run, started before the first file and stopped after the last: a vitest
// globalSetup of the e2e project. The files that need nothing of their own (no Worker variable, no
// simulator pace, no cold edge, no upstream fault on an answer the edge keeps) use their worker's
// through sharedPageSuite (page-suite.ts); each other file starts a site of its own. A site costs a
// file about 5 s of a busy machine to start and warm, and its simulator and Miniflare as much again
// to import.
//
// The site lives in vitest's own process, the tests in its workers: its log of pages served as the
// shell is read over a small HTTP endpoint of this process (SharedSiteRef.fallbacksUrl).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { BROWSER_SITE, startSite, type Site } from './site';

/** What a test file is given of the shared site. */
export interface SharedSiteRef {
  url: string;
  simUrl: string;
  adminToken: string;
  /** GET: the pages served as the shell since the last GET, as a JSON array. */
  fallbacksUrl: string;
  /** GET: the edge's last lines of output, as a JSON array. */
  edgeLogUrl: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One per worker of the run: a file uses its worker's (page-suite.ts). */
    sharedSites: SharedSiteRef[];
  }
}

/** Rendered once before the first file: the app's first compile and the simulator's first fills. */
const WARM = ['/', '/api/v1/news/categories', '/api/v1/misc/meta/home'];

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // One site per worker: the files of a worker run one after another on theirs, so a test's upstream
  // fault or clock move reaches no file running beside it.
  const count = Math.max(1, project.config.maxWorkers);
  const sites = await Promise.all(Array.from({ length: count }, () => startSite({ ...BROWSER_SITE, warm: WARM })));
  const answers: Record<string, (site: Site) => Promise<string[]>> = {
    '/render-fallbacks': (site) => site.takeRenderFallbacks(),
    '/edge-log': (site) => site.recentEdgeLog(),
  };
  const control = createServer((request, response) => {
    const [, index, what] = /^\/(\d+)(\/[a-z-]+)$/.exec(request.url ?? '') ?? [];
    const site = sites[Number(index)];
    const answer = request.method === 'GET' && site ? answers[what ?? ''] : undefined;
    if (!answer || !site) {
      response.writeHead(404).end();
      return;
    }
    void answer(site).then((lines) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(lines)));
  });
  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  const { port } = control.address() as AddressInfo;
  project.provide(
    'sharedSites',
    sites.map((site, index) => ({
      url: site.url,
      simUrl: site.simUrl,
      adminToken: site.adminToken,
      fallbacksUrl: `http://127.0.0.1:${port}/${index}/render-fallbacks`,
      edgeLogUrl: `http://127.0.0.1:${port}/${index}/edge-log`,
    })),
  );
  return async () => {
    await new Promise((resolve) => control.close(resolve));
    await Promise.all(sites.map((site) => site.stop()));
  };
}
