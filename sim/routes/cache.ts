// POST /v1/cache/purge-cache: the upstream side of the hidden purge form. The simulator has no cache
// of its own to drop, so it records each purge; tests read `purgeLog` to see what reached it.
import { Hono } from 'hono';
import { z } from '../../shared/zod';
import { jsonBody, onApiError, parseInput } from '../content/api-reply';
import type { SimContext } from '../world/types';

export interface PurgeRecord {
  /** Sim clock time of the purge. */
  atMs: number;
  files: string[];
}

/** Every purge this process received, oldest first; shared by all simulators in the process. */
export const purgeLog: PurgeRecord[] = [];
const PURGE_LOG_LIMIT = 1_000;

/** An absolute http(s) URL, or a site path such as '/cricket-news/x-3600' (the form takes either). */
const FileUrl = z.string().check(
  z.trim(),
  z.maxLength(2_000),
  z.refine((v) => /^\/[^/\s]/.test(v) || v === '/' || /^https?:\/\/[^\s/]+(\/\S*)?$/.test(v), 'must be a URL'),
);

const PurgeBody = z.object({
  files: z.array(FileUrl, { error: 'files must be a list of URLs' }).check(z.minLength(1, 'files must not be empty'), z.maxLength(500)),
});

export function cacheRoutes(ctx: SimContext) {
  const app = new Hono();
  app.onError(onApiError);

  app.post('/v1/cache/purge-cache', async (c) => {
    const { files } = parseInput(PurgeBody, await jsonBody(c));
    purgeLog.push({ atMs: ctx.now(), files });
    if (purgeLog.length > PURGE_LOG_LIMIT) purgeLog.shift();
    return c.json({ status: 'success', message: 'Files are purged.' });
  });

  return app;
}
