// Names every test that failed and then passed on its retry (browser tests retry once, on CI only:
// vitest.config.ts), with what its first attempt failed on: a retry never hides a flaky test, it only
// keeps one from refusing the run. The goal is none; a run's closing note lists every one seen.
import type { Reporter, TestModule } from 'vitest/node';

export default class FlakyTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const path = (module: TestModule) => module.moduleId.replace(`${process.cwd()}/`, '');
    const flaky = modules.flatMap((module) => [...module.children.allTests()]).filter((test) => test.diagnostic()?.flaky);
    if (flaky.length === 0) return;
    const lines = flaky.map((test) => {
      const first = test.result().errors?.[0]?.message?.split('\n')[0] ?? '(no error kept)';
      return `  ${path(test.module)} > ${test.fullName}\n    failed first: ${first}`;
    });
    console.log(`\nFLAKY: ${flaky.length} test(s) failed, then passed on a retry:\n${lines.join('\n')}\n`);
  }
}
