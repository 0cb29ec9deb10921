// The one way the SPA talks to the server: /api/<upstream path> on the edge, with the headers the
// spec asks of every request, and every answer checked against its schema before a component sees it.
import type { z } from 'zod';
import {
  DEFAULT_TIME_ZONE,
  SCREEN_RESOLUTION_HEADER,
  SESSION_ID_HEADER,
  TIME_ZONE_HEADER,
} from '../../../shared/constants';
import { sessionId } from './session';

export const OFFLINE_MESSAGE = 'No internet connection';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function timeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}

function requestHeaders(): Record<string, string> {
  return {
    [SESSION_ID_HEADER]: sessionId(),
    [SCREEN_RESOLUTION_HEADER]: `${window.screen.width}x${window.screen.height}`,
    [TIME_ZONE_HEADER]: timeZone(),
  };
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

export async function apiGet<S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal): Promise<z.infer<S>> {
  if (!navigator.onLine) throw new ApiError(0, OFFLINE_MESSAGE);
  const response = await fetch(`/api${path}`, { headers: requestHeaders(), signal });
  if (!response.ok) throw new ApiError(response.status, await errorMessage(response));
  const parsed = schema.safeParse(await response.json());
  if (!parsed.success) throw new ApiError(response.status, 'The server sent data this page cannot read');
  return parsed.data;
}
