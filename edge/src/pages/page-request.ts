// What every page builder is given and returns (page-heads.ts routes a path to its builder), and the
// small readers they share.
import type { Context } from 'hono';
import { parseSlugId } from '../../../shared/format/slug-id';
import type { z } from '../../../shared/zod';
import type { Env } from '../env';
import { fitText } from '../../../shared/format/page-title';
import { DESCRIPTION_MAX_CHARS, isoDate, plainText, type PageHead } from './page-head';
import type { Crumb } from './structured-data';

export type PageContext = Context<{ Bindings: Env }>;

export interface PageAnswer {
  status: 200 | 404;
  /** Null: the site's generic head, as built. */
  head: PageHead | null;
  /** Upstream answers the page embeds for the SPA, by the /api path it asks them under. */
  embedded: Record<string, unknown>;
}

/** What a route's builder is given. */
export interface PageRequest {
  c: PageContext;
  url: URL;
  origin: string;
  /** The path's segments, decoded; '/a/b' → ['a', 'b']. */
  segments: string[];
  /**
   * An upstream answer, parsed. Embedded in the page unless `embed` is false: only answers the SPA
   * asks for under this very path are worth their bytes.
   */
  read<S extends z.ZodMiniType>(pathWithQuery: string, schema: S, embed?: boolean): Promise<Read<z.infer<S>>>;
  /** An answer to a POST that only reads, parsed; never embedded (the SPA embeds GETs alone). */
  readPosted<S extends z.ZodMiniType>(path: string, body: object, schema: S): Promise<Read<z.infer<S>>>;
}

export type Read<T> = { found: true; value: T } | { found: false; missing: boolean };

export type Builder = (request: PageRequest) => Promise<PageAnswer>;

export const GENERIC_DESCRIPTION = 'Live cricket scores pushed ball by ball, schedules, series, news and fantasy tips.';

export async function genericPage(): Promise<PageAnswer> {
  return { status: 200, head: null, embedded: {} };
}

export function found(head: PageHead): PageAnswer {
  return { status: 200, head, embedded: {} };
}

export function notFound(): PageAnswer {
  return { status: 404, head: null, embedded: {} };
}

export function canonicalOf({ origin, url }: PageRequest): string {
  return `${origin}${url.pathname.replace(/\/+$/, '') || '/'}`;
}

export function home({ origin }: PageRequest): Crumb {
  return { name: 'Home', url: `${origin}/` };
}

export function describe(...candidates: (string | null | undefined)[]): string {
  const text = candidates.map((candidate) => plainText(candidate ?? '')).find((candidate) => candidate !== '');
  return fitText(text ?? GENERIC_DESCRIPTION, DESCRIPTION_MAX_CHARS);
}

export function idOf(segment: string | undefined): number | null {
  if (!segment) return null;
  if (/^[1-9]\d{0,11}$/.test(segment)) return Number(segment);
  return parseSlugId(segment)?.id ?? null;
}

/** An absolute http(s) URL for an upstream image (relative ones on the page's origin), or null. */
export function absolute({ origin }: PageRequest, image: string | null | undefined): string | null {
  if (!image) return null;
  try {
    const url = new URL(image, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** 'YYYY-MM-DD HH:mm:ss' in UTC (the upstream's date_start_utc) as ISO 8601. */
export function utcIso(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)) return isoDate(value);
  return isoDate(`${value.replace(' ', 'T')}Z`);
}
