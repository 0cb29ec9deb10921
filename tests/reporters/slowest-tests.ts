// Prints the slowest tests and test files of a run after vitest's own summary, so that every run (CI's
// above all) says where its time went: a test that waits on the simulator or the network shows up
// here first, and a file far longer than the others holds up the run's last worker on its own.
import type { Reporter, TestCase, TestModule } from 'vitest/node';

const SHOWN = 10;

function* casesOf(module: TestModule): Generator<TestCase> {
  for (const test of module.children.allTests()) yield test;
}

function slowest<T>(items: T[], ms: (item: T) => number, name: (item: T) => string): string[] {
  return items
    .map((item) => ({ item, ms: ms(item) }))
    .filter((timed) => timed.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, SHOWN)
    .map((timed) => `  ${(timed.ms / 1000).toFixed(1).padStart(7)} s  ${name(timed.item)}`);
}

export default class SlowestTests implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const path = (module: TestModule) => module.moduleId.replace(`${process.cwd()}/`, '');
    const tests = slowest(
      modules.flatMap((module) => [...casesOf(module)]),
      (test) => test.diagnostic()?.duration ?? 0,
      (test) => `${path(test.module)} > ${test.fullName}`,
    );
    // A file's time from its start to its end: its set-up (a site, a browser) and its tests.
    const files = slowest([...modules], (module) => module.diagnostic().duration, path);
    if (tests.length > 0) console.log(`\nThe ${tests.length} slowest tests:\n${tests.join('\n')}\n`);
    if (files.length > 0) console.log(`The ${files.length} slowest test files:\n${files.join('\n')}\n`);
  }
}
