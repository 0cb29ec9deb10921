// A network that delivers a page's HTML in two pieces, as a phone on mobile data gets it: a proxy in
// front of a site that sends each HTML answer up to the `nth` occurrence of `marker`, then the rest
// after `pauseMs`. Every other answer (and the rest of every request) passes as it is; sockets are not
// carried, so a page through it stays as served.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HtmlSplit {
  marker: string;
  nth: number;
  pauseMs: number;
}

export interface PiecesProxy {
  url: string;
  /** How many answers it has sent in two pieces (a page without the marker goes whole). */
  split(): number;
  close(): Promise<void>;
}

/** Headers a proxy does not pass on: hop-by-hop ones, and the encoding (it reads the body to split it). */
const DROPPED = new Set(['host', 'connection', 'keep-alive', 'upgrade', 'accept-encoding', 'content-encoding', 'content-length', 'transfer-encoding']);

function passed(headers: IncomingHttpHeaders | Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  const keep = (value: unknown, name: string) => {
    if (typeof value === 'string' && !DROPPED.has(name)) kept[name] = value;
  };
  if (headers instanceof Headers) headers.forEach(keep);
  else for (const [name, value] of Object.entries(headers)) keep(value, name);
  return kept;
}

export async function htmlInPieces(siteUrl: string, split: HtmlSplit): Promise<PiecesProxy> {
  let pieced = 0;
  const server = createServer((request, response) => {
    void (async () => {
      try {
        const answer = await fetch(siteUrl + request.url, { method: request.method, headers: passed(request.headers), redirect: 'manual' });
        response.writeHead(answer.status, passed(answer.headers));
        const body = await answer.text();
        let at = -1;
        if (answer.headers.get('content-type')?.startsWith('text/html')) {
          for (let found = 0; found < split.nth && (found === 0 || at >= 0); found++) at = body.indexOf(split.marker, at + 1);
        }
        if (at < 0) return response.end(body);
        pieced++;
        response.write(body.slice(0, at));
        setTimeout(() => response.end(body.slice(at)), split.pauseMs);
      } catch (err) {
        response.writeHead(502);
        response.end(String(err));
      }
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    split: () => pieced,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
