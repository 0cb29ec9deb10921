// The CPU one uncached render of a page costs: the edge's React render (web/dist-edge/edge-render.js,
// production React, as the Worker bundles it) run in this process's V8, with the page's upstream
// answers replayed from memory, so each render's own CPU is timed (process.cpuUsage) without the
// network, the cache layer or the machine's other processes. The answers are read once from a running
// site first, through its /api and /live, as the Worker's render would read them. Two kinds of
// uncached render are timed: of the URL again (the isolate has rendered it before, so it fetches what
// the URL read and draws once), and of a URL new to the isolate (it finds its data pass by pass).
import { fileURLToPath } from 'node:url';
import { parseServerFrame } from '../shared/live-protocol';
import type { LiveSnapshot, RenderAnswer, RenderInput, RenderPage } from '../shared/page-render';

const BUILT = new URL('../web/dist-edge/edge-render.js', import.meta.url);

export interface RenderCpu {
  page: string;
  renders: number;
  /** A render of a URL the isolate rendered before (its data's lifetime over): it fetches what the URL read, then draws once. */
  cpu_ms_p50: number;
  cpu_ms_p99: number;
  /** A render of a URL new to the isolate, which finds its data pass by pass. */
  first_cpu_ms_p50: number;
  first_cpu_ms_p99: number;
  html_kb: number;
}

/** `renders` timed renders of `path` on the site at `base`, after one that records its answers. */
export async function renderCpu(base: string, name: string, path: string, renders: number): Promise<RenderCpu> {
  const { renderPage } = (await import(fileURLToPath(BUILT))) as { renderPage: RenderPage };
  const answers = new Map<string, RenderAnswer>();
  const remember = async (key: string, ask: () => Promise<Response>): Promise<RenderAnswer> => {
    const kept = answers.get(key);
    if (kept) return kept;
    const response = await ask();
    const answer: RenderAnswer = { status: response.status, body: response.ok ? await response.json() : null };
    answers.set(key, answer);
    return answer;
  };
  const topics = new Map<string, Promise<LiveSnapshot | null>>();
  const readTopic = async (topic: string): Promise<LiveSnapshot | null> => {
    const frame = parseServerFrame(await (await fetch(`${base}/live/${topic}`)).text());
    return frame?.type === 'snapshot' ? { data: frame.data, seq: frame.seq, epoch: frame.epoch, staleSince: frame.stale?.since ?? null } : null;
  };
  const input = (url: string): RenderInput => ({
    url,
    facts: { now: Date.now(), timeZone: 'Asia/Calcutta', consented: false, origin: base, ads: { enabled: false, promoMatchId: null } },
    read: (api: string) => remember(`GET ${api}`, () => fetch(`${base}/api${api}`)),
    readPosted: (api: string, body: object) =>
      remember(`POST ${api} ${JSON.stringify(body)}`, () =>
        fetch(`${base}/api${api}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      ),
    readTopic: (topic: string) => {
      if (!topics.has(topic)) topics.set(topic, readTopic(topic));
      return topics.get(topic)!;
    },
  });
  const first = await renderPage(input(`${base}${path}`));
  if (!first || 'redirect' in first) throw new Error(`${path} is not a page the edge renders`);
  const timed = async (url: (i: number) => string) => {
    const cpu: number[] = [];
    for (let i = 0; i < renders; i++) {
      const before = process.cpuUsage();
      await renderPage(input(url(i)));
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    }
    cpu.sort((a, b) => a - b);
    return (q: number) => Number(cpu[Math.min(cpu.length - 1, Math.floor(q * cpu.length))]!.toFixed(2));
  };
  const again = await timed(() => `${base}${path}`);
  // A query the page ignores makes each URL one the render has not seen; the answers are the same.
  const fresh = await timed((i) => `${base}${path}${path.includes('?') ? '&' : '?'}bench=${i}`);
  return {
    page: name,
    renders,
    cpu_ms_p50: again(0.5),
    cpu_ms_p99: again(0.99),
    first_cpu_ms_p50: fresh(0.5),
    first_cpu_ms_p99: fresh(0.99),
    html_kb: Number((first.html.length / 1024).toFixed(1)),
  };
}
