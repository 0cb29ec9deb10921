import { describe, expect, it } from 'vitest';
import { mainThreadFigures, type TraceEvent } from '../../../bench/main-thread';

const URL_ = 'http://127.0.0.1:8787/';
const MAIN = { pid: 7, tid: 1 };

/** A complete event on the page's main thread: start and duration in ms, thread time too. */
function x(name: string, startMs: number, durMs: number, cpuMs = durMs, where = MAIN): TraceEvent {
  return { name, ph: 'X', ...where, ts: startMs * 1000, dur: durMs * 1000, tdur: cpuMs * 1000 };
}

/** The browser's commit of the document to the page's renderer process, at 100 ms, and that process's main thread. */
const commit: TraceEvent[] = [
  { name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, tid: 1, ts: 100_000, args: { data: { url: 'about:blank', processId: 8 } } },
  { name: 'FrameCommittedInBrowser', ph: 'I', pid: 1, tid: 1, ts: 100_000, args: { data: { url: URL_, processId: MAIN.pid } } },
  { name: 'thread_name', ph: 'M', pid: MAIN.pid, tid: 3, ts: 0, args: { name: 'Compositor' } },
  { name: 'thread_name', ph: 'M', ...MAIN, ts: 0, args: { name: 'CrRendererMain' } },
];

describe("a page start's main-thread figures", () => {
  it("sums the document's tasks from its commit on, with a phone's blocking time", () => {
    const events = [
      x('RunTask', 50, 40), // before the document: another page's
      x('RunTask', 99, 5),
      ...commit,
      x('RunTask', 200, 10, 4), // 40 ms on the phone: not long
      x('RunTask', 300, 30, 12), // 120 ms on the phone: 70 ms blocking
      x('RunTask', 400, 100, 100, { pid: 8, tid: 1 }), // another process
      x('RunTask', 400, 100, 100, { pid: MAIN.pid, tid: 3 }), // another thread
    ];
    expect(mainThreadFigures(events, URL_)).toMatchObject({ tasks_ms: 40, cpu_ms: 16, blocking_4x_ms: 70, long_tasks_4x: 1 });
  });

  it('counts nested compile, script and layout events once, at their outermost', () => {
    const events = [
      ...commit,
      x('RunTask', 200, 100),
      x('v8.evaluateModule', 200, 60),
      x('V8.CompileLazy', 210, 20),
      x('V8.CompileCode', 212, 15), // inside the lazy compile
      x('FunctionCall', 230, 10), // inside the module's evaluation
      x('UpdateLayoutTree', 270, 5),
      x('Layout', 280, 15),
      x('RunMicrotasks', 296, 4),
    ];
    expect(mainThreadFigures(events, URL_)).toMatchObject({ compile_ms: 20, script_ms: 64, style_layout_ms: 20 });
  });

  it('names the page when the trace never committed it', () => {
    expect(() => mainThreadFigures([commit[0]!, commit[3]!, x('RunTask', 200, 10)], URL_)).toThrow(
      `the trace has no renderer committed to ${URL_}`,
    );
  });
});
