// What a page's start costs its renderer's main thread, read from a Chromium trace: every task from
// the browser's commit of the document to its renderer to the trace's end, their wall time and their
// thread (CPU) time, and the time inside them that went to compiling functions, running scripts, and
// style and layout.
// Thread time is the steady figure on a small machine: a task's wall time also counts the moments
// the thread waited for a core that the browser's other processes, or the site itself, held.

/** The fields of a trace event this reads (Chrome's Trace Event Format; times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; processId?: number } };
}

export interface MainThreadFigures {
  /** Wall time of all tasks. */
  tasks_ms: number;
  /** Thread time of all tasks. */
  cpu_ms: number;
  /** Lighthouse's blocking time with its phone's 4x slower CPU: each task's wall time x 4, less 50 ms, summed. */
  blocking_4x_ms: number;
  /** Tasks that would be long (over 50 ms) on that phone. */
  long_tasks_4x: number;
  compile_ms: number;
  script_ms: number;
  style_layout_ms: number;
}

/** Lighthouse's phone runs the main thread this many times slower than the machine it runs on. */
const PHONE_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const COMPILE = new Set(['V8.CompileCode', 'V8.CompileLazy', 'v8.compile', 'v8.compileModule']);
const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'RunMicrotasks', 'TimerFire', 'EventDispatch']);
const STYLE_LAYOUT = new Set(['UpdateLayoutTree', 'Layout']);

/** The figures for the document at `url`; throws when the trace never committed it. */
export function mainThreadFigures(events: TraceEvent[], url: string): MainThreadFigures {
  // The browser's record of the navigation names the renderer process; its main thread is named so.
  const commit = events.findLast((event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.url === url);
  const pid = commit?.args?.data?.processId;
  const main = events.find(
    (event) => event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args?.name === 'CrRendererMain',
  );
  if (!commit || !main) throw new Error(`the trace has no renderer committed to ${url}`);
  const thread = events
    .filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.ts >= commit.ts)
    .sort((a, b) => a.ts - b.ts);
  const tasks = thread.filter((event) => event.name === 'RunTask');
  const ms = (us: number) => Math.round(us / 1000);
  const wall = tasks.map((task) => (task.dur ?? 0) / 1000);
  return {
    tasks_ms: Math.round(wall.reduce((sum, d) => sum + d, 0)),
    cpu_ms: ms(tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0)),
    blocking_4x_ms: Math.round(wall.reduce((sum, d) => sum + Math.max(0, d * PHONE_SLOWDOWN - LONG_TASK_MS), 0)),
    long_tasks_4x: wall.filter((d) => d * PHONE_SLOWDOWN > LONG_TASK_MS).length,
    compile_ms: ms(outermost(thread, COMPILE)),
    script_ms: ms(outermost(thread, SCRIPT)),
    style_layout_ms: ms(outermost(thread, STYLE_LAYOUT)),
  };
}

/** Summed wall time of the events named in `names`, counting none that lies inside another counted one. */
function outermost(sorted: TraceEvent[], names: Set<string>): number {
  let total = 0;
  let coveredUntil = -Infinity;
  for (const event of sorted) {
    if (!names.has(event.name) || event.ts < coveredUntil) continue;
    total += event.dur ?? 0;
    coveredUntil = event.ts + (event.dur ?? 0);
  }
  return total;
}
