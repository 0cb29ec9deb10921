// POST /v1/cache/purge-cache with the admin token. The edge demands x-admin-token on this one call,
// and its refusals (401/403) are about that token, not the fan's login: the shared client would
// treat a 401 as a lost login, so this call is sent on its own.
import { MessageEnvelopeSchema } from '../../../../shared/schemas/envelope';
import { clientHeaders, OFFLINE_MESSAGE } from '../../lib/api-client';

const ADMIN_TOKEN_HEADER = 'x-admin-token';

/** The edge purges absolute URLs; a site path pasted by an admin is read against this site. */
export function toAbsoluteUrl(file: string): string {
  return file.startsWith('/') && !file.startsWith('//') ? new URL(file, window.location.origin).href : file;
}

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') return body.message;
  } catch {
    // Not JSON: the status line below says enough.
  }
  return `Purge failed (HTTP ${response.status})`;
}

export async function purgeFiles(files: string[], adminToken: string): Promise<string> {
  if (!navigator.onLine) throw new Error(OFFLINE_MESSAGE);
  const response = await fetch('/api/v1/cache/purge-cache', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...clientHeaders(),
      [ADMIN_TOKEN_HEADER]: adminToken,
    },
    body: JSON.stringify({ files: files.map(toAbsoluteUrl) }),
  });
  if (!response.ok) throw new Error(await messageOf(response));
  const parsed = MessageEnvelopeSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error('The server sent an answer this page cannot read');
  return parsed.data.message;
}
