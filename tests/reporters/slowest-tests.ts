// Prints the slowest tests of a run after vitest's own summary, so that every run (CI's above all)
// says where its time went: a test that waits on the simulator or the network shows up here first.
import type { Reporter, TestCase, TestModule } from 'vitest/node';

const SHOWN = 10;

function* casesOf(module: TestModule): Generator<TestCase> {
  for (const test of module.children.allTests()) yield test;
}

export default class SlowestTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const timed = modules
      .flatMap((module) => [...casesOf(module)])
      .map((test) => ({ test, ms: test.diagnostic()?.duration ?? 0 }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, SHOWN)
      .filter(({ ms }) => ms > 0);
    if (timed.length === 0) return;
    const lines = timed.map(({ test, ms }) => `  ${(ms / 1000).toFixed(1).padStart(7)} s  ${test.module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`);
    console.log(`\nThe ${timed.length} slowest tests:\n${lines.join('\n')}\n`);
  }
}
