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
// The edge's files share one bundle of the Worker, made before they start (tests/support/edge-bundle.ts).
const EDGE = { environment: 'node', globalSetup: ['tests/support/edge-bundle.ts'], testTimeout: 30_000, hookTimeout: 60_000 };

// One runner: pure units, the edge in the workers runtime against a real simulator (the files that
// render pages apart), and the SPA in Debian's Chromium against a started site.
export default defineConfig({
  test: {
    // Vitest's own report, the tests that passed only on a retry, then the run's slowest tests.
    reporters: ['default', './tests/reporters/flaky-tests.ts', './tests/reporters/slowest-tests.ts'],
    // Four files at once, though the machine CI runs on has two cores (vitest's default there is one):
    // the edge's files spend most of their time waiting on the Worker's timers and polls (one at a time,
    // unit and edge took 525 s with 0.6 of a core busy; three at a time, 242 s with 1.3; four, 213 s
    // with 1.4). The files that render pages go one at a time, the browser files two (below).
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
          exclude: [...configDefaults.exclude, ...PAGE_RENDER_FILES],
          ...EDGE,
        },
      },
      { test: { name: 'edge-pages', include: PAGE_RENDER_FILES, fileParallelism: false, ...EDGE } },
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
