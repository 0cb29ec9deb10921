// The one way the SPA talks to the server: /api/<upstream path> on the edge, with the headers the
// spec asks of every request (session, screen, time zone, and the bearer token when present), and
// every answer checked against its schema before a component sees it.
import type { QueryClient } from '@tanstack/react-query';
import type { z } from '../../../shared/zod';
import { SCREEN_RESOLUTION_HEADER, SESSION_ID_HEADER, TIME_ZONE_HEADER } from '../../../shared/constants';
import { clearLogin, storedToken } from './auth-storage';
import { takeEmbeddedAnswer } from './embedded-answers';
import { inBrowser } from './in-browser';
import { sessionId } from './session';
import { viewerTimeZone } from './viewer-time-zone';

export const OFFLINE_MESSAGE = 'No internet connection';
/** Set before the reload a 401 causes, so a page that 401s again does not reload in a loop. */
const RELOADED_FOR_401_KEY = 'reloadedFor401';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The headers SPEC.md section 7 asks of every request: session, screen resolution, time zone. */
export function clientHeaders(): Record<string, string> {
  return {
    [SESSION_ID_HEADER]: sessionId(),
    [SCREEN_RESOLUTION_HEADER]: `${window.screen.width}x${window.screen.height}`,
    [TIME_ZONE_HEADER]: viewerTimeZone(),
  };
}

function requestHeaders(): Record<string, string> {
  const headers = clientHeaders();
  const token = storedToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function errorMessage(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
      return body.message;
    }
  } catch {
    // Not JSON: fall through to the status line.
  }
  return `Request failed (HTTP ${response.status})`;
}

/** SPEC.md section 4: a 401 clears the stored token and reloads the page, once. */
function handleUnauthorized(): void {
  if (!storedToken()) return;
  clearLogin();
  if (sessionStorage.getItem(RELOADED_FOR_401_KEY)) return;
  sessionStorage.setItem(RELOADED_FOR_401_KEY, '1');
  window.location.reload();
}

async function request<S extends z.ZodMiniType>(path: string, schema: S, init: RequestInit): Promise<z.infer<S>> {
  if (!navigator.onLine) throw new ApiError(0, OFFLINE_MESSAGE);
  const embedded = init.method === undefined ? embeddedData(path, schema) : undefined;
  if (embedded !== undefined) return embedded;
  const response = await fetch(`/api${path}`, { ...init, headers: { ...requestHeaders(), ...init.headers } });
  if (response.status === 401) handleUnauthorized();
  else sessionStorage.removeItem(RELOADED_FOR_401_KEY);
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(response.status, 'The server sent data this page cannot read');
  return parsed.data;
}

/**
 * The page's embedded answer for the GET `path`, checked against its schema; taken once, so a later
 * ask goes to the network. A query built on it as its initial data renders the page with its data in
 * its first render, not a skeleton a task before it. None for a signed-in reader: the page's answers
 * are the anonymous view, and the reader asks with the token.
 */
export function embeddedData<S extends z.ZodMiniType>(path: string, schema: S): z.infer<S> | undefined {
  if (!inBrowser || storedToken()) return undefined;
  const body = takeEmbeddedAnswer(path);
  if (body === undefined) return undefined;
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

/** What a query gives its GETs: its abort signal, and its client, which says where they go. */
export interface ApiContext {
  signal: AbortSignal;
  client: QueryClient;
}

/** One upstream answer as the edge's cache layer has it: the status and the parsed JSON body. */
export interface ServerAnswer {
  status: number;
  body: unknown;
}

/** On the edge, a query's calls go into the Worker's own cache layer, never over HTTP. */
export interface ServerTransport {
  get(path: string): Promise<ServerAnswer>;
  /** A POST that only reads. */
  post(path: string, body: object): Promise<ServerAnswer>;
}

const serverTransports = new WeakMap<QueryClient, ServerTransport>();

/** Sends the GETs of the queries of `client` (one page render's) through `transport` (src/edge-render.tsx). */
export function sendQueriesThrough(client: QueryClient, transport: ServerTransport): void {
  serverTransports.set(client, transport);
}

async function serverRead<S extends z.ZodMiniType>(answer: Promise<ServerAnswer>, schema: S): Promise<z.infer<S>> {
  const { status, body } = await answer;
  if (status < 200 || status > 299) {
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : null;
    throw new ApiError(status, message ?? `Request failed (HTTP ${status})`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(status, 'The server sent data this page cannot read');
  return parsed.data;
}

export function apiGet<S extends z.ZodMiniType>(path: string, schema: S, context?: ApiContext): Promise<z.infer<S>> {
  const transport = context && serverTransports.get(context.client);
  if (transport) return serverRead(transport.get(path), schema);
  return request(path, schema, { signal: context?.signal });
}

/** A POST that only reads (an author by username): a query's, so on the edge it is answered there too. */
export function apiReadingPost<S extends z.ZodMiniType>(path: string, body: object, schema: S, context: ApiContext): Promise<z.infer<S>> {
  const transport = serverTransports.get(context.client);
  if (transport) return serverRead(transport.post(path, body), schema);
  return apiPost(path, body, schema);
}

export function apiPost<S extends z.ZodMiniType>(path: string, body: unknown, schema: S): Promise<z.infer<S>> {
  return request(path, schema, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Multipart POST (profile update): the browser sets the content type with its boundary. */
export function apiPostForm<S extends z.ZodMiniType>(path: string, form: FormData, schema: S): Promise<z.infer<S>> {
  return request(path, schema, { method: 'POST', body: form });
}
