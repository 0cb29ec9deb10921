// The CPU one uncached render of a page costs: the edge's React render (web/dist-edge/edge-render.js,
// production React, as the Worker bundles it) run in this process's V8, with the page's upstream
// answers replayed from memory, so each render's own CPU is timed (process.cpuUsage) without the
// network, the cache layer or the machine's other processes. The answers are read once from a running
// site first, through its /api, as the Worker's render would read them.
import { fileURLToPath } from 'node:url';
import type { RenderAnswer, RenderPage } from '../shared/page-render';

const BUILT = new URL('../web/dist-edge/edge-render.js', import.meta.url);

export interface RenderCpu {
  page: string;
  renders: number;
  cpu_ms_p50: number;
  cpu_ms_p99: number;
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
  const input = {
    url: `${base}${path}`,
    facts: { now: Date.now(), timeZone: 'Asia/Calcutta', consented: false, origin: base, ads: { enabled: false, promoMatchId: null } },
    read: (api: string) => remember(`GET ${api}`, () => fetch(`${base}/api${api}`)),
    readPosted: (api: string, body: object) =>
      remember(`POST ${api} ${JSON.stringify(body)}`, () =>
        fetch(`${base}/api${api}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      ),
  };
  const first = await renderPage(input);
  if (!first) throw new Error(`${path} is not a page the edge renders`);
  const cpu: number[] = [];
  for (let i = 0; i < renders; i++) {
    const before = process.cpuUsage();
    await renderPage(input);
    const used = process.cpuUsage(before);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  const at = (q: number) => Number(cpu[Math.min(cpu.length - 1, Math.floor(q * cpu.length))]!.toFixed(2));
  return { page: name, renders, cpu_ms_p50: at(0.5), cpu_ms_p99: at(0.99), html_kb: Number((first.html.length / 1024).toFixed(1)) };
}
