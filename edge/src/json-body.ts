// A browser page's JSON body to an edge route of our own (push subscriptions, analytics beacons):
// JSON by its Content-Type (415), at most `maxBytes` whatever Content-Length says (413), parsed (400)
// and read by the shared schema, whose first problem the 400 names with its field.
import { z } from '../../shared/zod';
import { EdgeError } from './errors';

export function requireJsonType(request: Request): void {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    throw new EdgeError(415, 'bad_request', 'The body must be JSON (Content-Type: application/json)');
  }
}

export async function readJsonBody<T extends z.ZodMiniType>(request: Request, schema: T, maxBytes: number): Promise<z.infer<T>> {
  const tooLarge = () => new EdgeError(413, 'payload_too_large', `The body must be at most ${maxBytes} bytes`);
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) throw tooLarge();
  const bytes = await request.arrayBuffer();
  if (bytes.byteLength > maxBytes) throw tooLarge();
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new EdgeError(400, 'bad_request', 'The body must be JSON');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new EdgeError(400, 'bad_request', issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  return parsed.data as z.infer<T>;
}
