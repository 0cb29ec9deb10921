// What the edge puts into the shell for one URL, ready to write: the head's tags and the embedded
// answers as HTML, and a digest of them all for the page's ETag. Each isolate keeps it for a few
// seconds per path, so a crowd opening the same article or match costs the parsing, building and
// digesting once, not once a fan; the answers it is built from are the edge cache's, fresh within
// their own lifetimes, so a page is at most PAGE_MEMO_MS older than its data. Every page also
// carries the public configuration (/app-config.json's answer), so the SPA starts knowing whether
// ads are on.
import type { Context } from 'hono';
import { EMBEDDED_ANSWERS_ID, EMBEDDED_CONFIG_ID } from '../../../shared/constants';
import { config } from '../config';
import type { Env } from '../env';
import { publicConfig } from '../public-config';
import { escapeHtml, headTags, scriptJson, type PageHead } from './page-head';
import { pageAnswer } from './page-heads';

export const PAGE_MEMO_MS = 5_000;
const PAGE_MEMO_MAX_ENTRIES = 256;

export interface PreparedPage {
  status: 200 | 404;
  /** Null: the shell's own head stays. */
  head: { title: string; description: string; tags: string } | null;
  /** The script elements of the public configuration and of the embedded answers, if any. */
  embeddedScript: string;
  /** The public configuration's script element alone. */
  configScript: string;
  /** Hex digest of everything above: with the shell's ETag, the page's. */
  digest: string;
}

const memo = new Map<string, { page: PreparedPage; until: number }>();

export async function preparedPage(c: Context<{ Bindings: Env }>, url: URL, nowMs = Date.now()): Promise<PreparedPage> {
  const key = `${url.origin}${url.pathname}`;
  const kept = memo.get(key);
  if (kept && nowMs < kept.until) return kept.page;
  const page = await prepare(c, url);
  memo.delete(key);
  memo.set(key, { page, until: nowMs + PAGE_MEMO_MS });
  // A Map iterates in insertion order: the first key is the one stored longest ago.
  if (memo.size > PAGE_MEMO_MAX_ENTRIES) memo.delete(memo.keys().next().value!);
  return page;
}

async function prepare(c: Context<{ Bindings: Env }>, url: URL): Promise<PreparedPage> {
  const answer = await pageAnswer(c, url);
  const head = answer.head ? headHtml(answer.head) : null;
  const json = (id: string, value: object) => `<script type="application/json" id="${escapeHtml(id)}">${scriptJson(value)}</script>`;
  const configScript = json(EMBEDDED_CONFIG_ID, publicConfig(config(c.env), url.href));
  const embeddedScript = configScript + (Object.keys(answer.embedded).length > 0 ? json(EMBEDDED_ANSWERS_ID, answer.embedded) : '');
  const digest = await hexDigest(`${answer.status}\n${head?.title}\n${head?.description}\n${head?.tags}\n${embeddedScript}`);
  return { status: answer.status, head, embeddedScript, configScript, digest };
}

function headHtml(head: PageHead): PreparedPage['head'] {
  return { title: head.title, description: head.description, tags: headTags(head) };
}

/** A short hex SHA-256 of `text`, for ETags. */
export async function hexDigest(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
