// An HTTP GET whose request target is sent exactly as written (fetch would normalise '..' away).
import { request } from 'node:http';
import { connect } from 'node:net';

export function rawGet(baseUrl: string, target: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: target, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * One request written byte for byte on a TCP socket: any method, any request target (absolute
 * forms, CONNECT authorities, characters an HTTP client would refuse) and any headers. The answer's
 * status and body; a connection the server closes without an answer reads as status 0.
 */
export function rawRequest(
  baseUrl: string,
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseUrl);
  const head = [`${method} ${target} HTTP/1.1`, `host: ${hostname}:${port}`, 'connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.setTimeout(20_000, () => socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)));
    socket.on('connect', () => socket.end(`${head.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      const split = text.indexOf('\r\n\r\n');
      resolve({ status: status ? Number(status[1]) : 0, body: split === -1 ? '' : text.slice(split + 4) });
    });
  });
}
