// The upstream's error envelope and input parsing, shared by the content route modules. Handlers
// throw ApiError; each module's onError shapes it once, so a mounted module keeps its envelope.
import type { Context } from 'hono';
import { z } from '../../shared/zod';

export type ApiErrorStatus = 400 | 401 | 403 | 404 | 413;

/** A failure whose message is safe to show to the caller. */
export class ApiError extends Error {
  constructor(
    readonly status: ApiErrorStatus,
    message: string,
  ) {
    super(message);
  }
}

export function errorEnvelope(message: string) {
  return { status: 'error' as const, message };
}

/** onError for every content route module: ApiError to its envelope, anything else to a 500. */
export function onApiError(err: Error, c: Context) {
  if (err instanceof ApiError) return c.json(errorEnvelope(err.message), err.status);
  console.error('[sim] unexpected error', err);
  return c.json(errorEnvelope('Internal server error'), 500);
}

/** Parses input with a zod schema or throws a 400 naming the first bad field. */
export function parseInput<S extends z.ZodMiniType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
  throw new ApiError(400, `${where}${issue?.message ?? 'Invalid input'}`);
}

/** The JSON body, or a 400 when it is missing or not JSON. */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'Request body must be JSON');
  }
}

/** An optional integer query parameter; an empty value counts as absent. */
export function intParam(fallback: number, min: number, max: number) {
  return z.pipe(
    z.transform((v) => (v === '' || v === undefined ? undefined : v)),
    z._default(
      z.coerce
        .number({ error: 'must be a number' })
        .check(z.int('must be a whole number'), z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`)),
      fallback,
    ),
  );
}

/** An optional integer query parameter with no default; an empty value counts as absent. */
export function optionalIntParam(min: number, max: number) {
  return z.pipe(
    z.transform((v) => (v === '' ? undefined : v)),
    z.optional(
      z.coerce
        .number({ error: 'must be a number' })
        .check(z.int('must be a whole number'), z.gte(min, `must be at least ${min}`), z.lte(max, `must be at most ${max}`)),
    ),
  );
}

/** A positive integer path id. */
export const idParam = z.coerce
  .number({ error: 'must be a positive integer' })
  .check(z.int('must be a positive integer'), z.positive('must be a positive integer'), z.lte(Number.MAX_SAFE_INTEGER, 'is too large'));

export interface PageOf<T> {
  data: T[];
  total: number;
  total_pages: number;
  page: number;
}

/** Offset pagination: page is 1-based; a page past the end is empty, not an error. */
export function pageOf<T>(items: readonly T[], page: number, perPage: number): PageOf<T> {
  const start = (page - 1) * perPage;
  return {
    data: items.slice(start, start + perPage),
    total: items.length,
    total_pages: Math.ceil(items.length / perPage),
    page,
  };
}
