import { configDefaults, defineConfig } from 'vitest/config';

// The workers-runtime files whose pages must be rendered, not served as the shell, within the edge's
// render budget (PAGE_RENDER_BUDGET_MS, 2.5 s): on a fresh clone, beside two other files and their
// simulators, home's render ran past it three times in a row. They run one at a time, after the rest.
const PAGE_RENDER_FILES = [
  'tests/edge/html-sanitizer.test.ts',
  'tests/edge/pages-head.test.ts',
  'tests/edge/pages-render-cache.test.ts',
  'tests/edge/security-headers.test.ts',
];
const EDGE_TIMEOUTS = { testTimeout: 30_000, hookTimeout: 60_000 };

// One runner: pure units, the edge in the workers runtime against a real simulator (the files that
// render pages apart), and the SPA in Debian's Chromium against a started site.
export default defineConfig({
  test: {
    // Vitest's own report, the tests that passed only on a retry, then the run's slowest tests.
    reporters: ['default', './tests/reporters/flaky-tests.ts', './tests/reporters/slowest-tests.ts'],
    // Three files at once, though the machine CI runs on has two cores (vitest's default there is one):
    // the edge's files spend most of their time waiting on the Worker's timers and polls (one at a time,
    // unit and edge took 525 s with 0.6 of a core busy; three at a time, 240 s). The files that render
    // pages and the browser files still go one at a time (below).
    maxWorkers: 3,
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
          exclude: [...configDefaults.exclude, ...PAGE_RENDER_FILES],
          environment: 'node',
          ...EDGE_TIMEOUTS,
        },
      },
      { test: { name: 'edge-pages', include: PAGE_RENDER_FILES, environment: 'node', fileParallelism: false, ...EDGE_TIMEOUTS } },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The site the files that need none of their own share (sharedPageSuite).
          globalSetup: ['tests/support/shared-site.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // One file at a time. Each file has a site and a browser of its own, so files could run side by
          // side, but on a two-core machine two browser files at once slow the edge's renders past
          // PAGE_RENDER_BUDGET_MS (a cold home render: 0.5 s alone, over 2.5 s beside another file) and
          // the edge serves the shell, which fails the test: 4 of 261 failed so, in 968 s against 1,320.
          fileParallelism: false,
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
