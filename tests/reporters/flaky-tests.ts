// Names every test that failed and then passed on its retry (browser tests retry once, on CI only:
// vitest.config.ts), with what its first attempt failed on: a retry never hides a flaky test, it only
// keeps one from refusing the run. The goal is none; a run's closing note lists every one seen.
import type { Reporter, TestModule } from 'vitest/node';

/** Lines of the first failure's message and diff printed. */
const DIFF_LINES = 40;

export default class FlakyTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const path = (module: TestModule) => module.moduleId.replace(`${process.cwd()}/`, '');
    const flaky = modules.flatMap((module) => [...module.children.allTests()]).filter((test) => test.diagnostic()?.flaky);
    if (flaky.length === 0) return;
    const lines = flaky.map((test) => {
      const error = test.result().errors?.[0];
      // The message and the expected-against-found diff: vitest prints neither for a test that passed.
      const said = [error?.message ?? '(no error kept)', ...(error?.diff ? [error.diff] : [])].join('\n').split('\n').slice(0, DIFF_LINES);
      return `  ${path(test.module)} > ${test.fullName}\n    failed first: ${said.join('\n      ')}`;
    });
    console.log(`\nFLAKY: ${flaky.length} test(s) failed, then passed on a retry:\n${lines.join('\n')}\n`);
  }
}
