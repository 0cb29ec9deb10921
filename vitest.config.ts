import { configDefaults, defineConfig } from 'vitest/config';

// The workers-runtime files that render pages (the sanitizer's corpus in Chromium, every page's head),
// after the rest and one at a time. Beside the rest, with a test site's own render budget, they passed
// in a UTC fresh clone; a Kiritimati one then waited 20 s in vain for a live topic's first change in
// another file (tests/edge/live-key-events.test.ts), not explained, so they stay apart.
const PAGE_FILES = [
  'tests/edge/html-sanitizer.test.ts',
  'tests/edge/pages-head.test.ts',
  'tests/edge/pages-render-cache.test.ts',
  'tests/edge/security-headers.test.ts',
];

// The edge's files share one bundle of the Worker, made before they start (tests/support/edge-bundle.ts),
// and a worker's files its modules (Miniflare, the simulator): importing them anew cost each file a
// second of CPU. What a file starts (a site) is its own and stopped with it.
const EDGE = { environment: 'node', globalSetup: ['tests/support/edge-bundle.ts'], testTimeout: 30_000, hookTimeout: 60_000, isolate: false };

// One runner: pure units, the edge in the workers runtime against a real simulator, and the SPA in
// Debian's Chromium against a started site. A test site renders pages within a budget of its own
// (TEST_RENDER_BUDGET_MS, tests/support/site.ts).
export default defineConfig({
  test: {
    // Vitest's own report, the tests that passed only on a retry, then the run's slowest tests.
    reporters: ['default', './tests/reporters/flaky-tests.ts', './tests/reporters/slowest-tests.ts'],
    // Four files at once, though the machine CI runs on has two cores (vitest's default there is one):
    // the edge's files spend most of their time waiting on the Worker's timers and polls (one at a time,
    // unit and edge took 525 s with 0.6 of a core busy; three at a time, 242 s with 1.3; four, 213 s
    // with 1.4). The browser files go two at a time (below).
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // The simulator's world tests play days of cricket: a second alone, three beside other files.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'edge',
          include: ['tests/edge/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...PAGE_FILES],
          ...EDGE,
        },
      },
      { test: { name: 'edge-pages', include: PAGE_FILES, fileParallelism: false, ...EDGE } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The site the files that need none of their own share (sharedPageSuite).
          // The Worker's bundle, made once, then the site the files that need none of their own share
          // (sharedPageSuite), which runs it.
          globalSetup: ['tests/support/edge-bundle.ts', 'tests/support/shared-site.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // Two files at a time, each worker with a shared site of its own (shared-site.ts): one at a
          // time took 1,000 s with 0.6 of a core busy; two, 635 s with 0.9, every page still rendered
          // within PAGE_RENDER_BUDGET_MS.
          maxWorkers: 2,
          // A worker's files share its modules (Playwright's client, the simulator, the support code):
          // each file imported them anew for 1.5 s of CPU, 71 s a run, where the run is short of CPU.
          // What a file starts (a site, a browser) is its own and stopped with it.
          isolate: false,
          // A poll waits on a page load, a socket or a fetch on a busy two-core machine, not 1 s.
          expect: { poll: { timeout: 10_000 } },
          // On CI a failed browser test runs once more, and the run names it as flaky if it then passes
          // (tests/reporters/flaky-tests.ts); a test that fails twice fails the run. Locally, never.
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
