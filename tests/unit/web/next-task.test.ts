// The app starts in several tasks (web/src/main.tsx): nextTask must resolve in a later task, never
// in the microtasks of the current one, and use the browser's scheduler.yield where there is one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../../web/src/lib/next-task';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('nextTask', () => {
  it('resolves after the current task and all of its microtasks', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    // A long chain of microtasks: all of them run before any new task does.
    let chain = Promise.resolve();
    for (let i = 0; i < 50; i++) chain = chain.then(() => undefined);
    await chain.then(() => order.push('microtasks'));
    await done;
    expect(order).toEqual(['microtasks', 'next task']);
  });

  it("is the browser's scheduler.yield where it has one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledOnce();
  });
});
