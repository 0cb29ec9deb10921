// Hostile requests for /api: what an attacker sends to reach an upstream path outside the allowlist,
// confuse the cache key, smuggle headers or crash the Worker. Each is written to the socket as is.
export interface FuzzCase {
  method: string;
  target: string;
  headers?: Record<string, string>;
  /**
   * Refused by the runtime's HTTP server before any Worker code runs (workerd answers a bare 500 or
   * 501 to absolute-form and asterisk-form targets, CONNECT and unknown method tokens; on Cloudflare
   * the front proxy refuses or normalises them). They must still never reach the upstream.
   */
  beforeWorker?: true;
}

const ALLOWED = '/api/v1/news/categories';
const SECRET = 'v1/admin/users';

/** Ways of writing "go up a directory". */
const DOT_DOTS = [
  '..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '%252e%252e', '%c0%ae%c0%ae', '%e0%80%ae%e0%80%ae', '%ef%bc%8e%ef%bc%8e',
  '..%00', '..;', '....', '.%00.', '%u002e%u002e',
];
/** Ways of writing "/". */
const SLASHES = ['/', '%2f', '%2F', '%252f', '\\', '%5c', '%5C', '%c0%af', '%ef%bc%8f', '//', '/./', '/;/'];

function traversals(): FuzzCase[] {
  const cases: FuzzCase[] = [];
  for (const up of DOT_DOTS) {
    for (const slash of SLASHES.slice(0, 6)) {
      cases.push({ method: 'GET', target: `/api/v1/news/${up}${slash}${up}${slash}${SECRET}` });
    }
  }
  for (const slash of SLASHES) cases.push({ method: 'GET', target: `/api/v1${slash}news${slash}categories` });
  return cases;
}

const ABSOLUTE_AND_AUTHORITY: FuzzCase[] = [
  { method: 'GET', target: `http://evil.example${ALLOWED}`, beforeWorker: true },
  { method: 'GET', target: `https://evil.example/api/${SECRET}`, beforeWorker: true },
  { method: 'GET', target: `http://127.0.0.1:1/api/${SECRET}`, beforeWorker: true },
  { method: 'GET', target: `//evil.example/api/${SECRET}` },
  { method: 'GET', target: `http://user:pass@evil.example${ALLOWED}`, beforeWorker: true },
  { method: 'GET', target: `/api/v1/news/categories@evil.example/${SECRET}` },
  { method: 'GET', target: `/api/http://evil.example/${SECRET}` },
  { method: 'GET', target: `/api/https:%2f%2fevil.example/${SECRET}` },
  { method: 'GET', target: `/api/v1/news/1?@evil.example/${SECRET}` },
  { method: 'CONNECT', target: 'evil.example:443', beforeWorker: true },
  { method: 'CONNECT', target: '127.0.0.1:8790', beforeWorker: true },
  { method: 'GET', target: '*', beforeWorker: true },
  { method: 'OPTIONS', target: '*', beforeWorker: true },
  { method: 'GET', target: ALLOWED, headers: { 'x-forwarded-host': 'evil.example' } },
  { method: 'GET', target: ALLOWED, headers: { 'x-original-url': `/api/${SECRET}` } },
  { method: 'GET', target: ALLOWED, headers: { 'x-rewrite-url': `/api/${SECRET}` } },
];

const CRLF_AND_CONTROL: FuzzCase[] = [
  { method: 'GET', target: `${ALLOWED}%0d%0aX-Injected:%201` },
  { method: 'GET', target: `${ALLOWED}?page=1%0d%0aX-Injected:%201` },
  { method: 'GET', target: `/api/v1/news/home/news?tag=x%0d%0a%0d%0aGET%20/${SECRET}` },
  { method: 'GET', target: `/api/v1/news/%0d%0a/${SECRET}` },
  { method: 'GET', target: `${ALLOWED}%00.json` },
  { method: 'GET', target: `${ALLOWED}%09` },
  { method: 'GET', target: `${ALLOWED}%7f` },
  { method: 'GET', target: `${ALLOWED}#/../../${SECRET}` },
  { method: 'GET', target: `${ALLOWED};jsessionid=1` },
  { method: 'GET', target: `${ALLOWED}/` },
  { method: 'GET', target: `${ALLOWED}.json` },
  { method: 'GET', target: `/API/v1/news/categories` },
  { method: 'GET', target: `/api/V1/news/categories` },
  { method: 'GET', target: `/api/v1/news/categories?tag=%3Cscript%3E` },
  { method: 'GET', target: `/api/v1/news/%E2%80%AE3558` },
  { method: 'GET', target: `/api/v1/news/%D9%A3%D9%A5%D9%A5%D9%A8` },
  { method: 'GET', target: `/api/v1/news/+3558` },
  { method: 'GET', target: `/api/v1/news/-1` },
  { method: 'GET', target: `/api/v1/news/1e3` },
  { method: 'GET', target: `/api/v1/news/0x10` },
  { method: 'GET', target: `/api/v1/news/99999999999999999999999` },
  { method: 'GET', target: `/api/v1/matches/87006%20` },
  { method: 'GET', target: `/api/v2/matches/schedule/upcoming/2026-13-45/9999-99-99` },
  { method: 'GET', target: `/api/v2/matches/schedule/upcoming/2026-11-20/../../../${SECRET}` },
];

const OVERSIZED: FuzzCase[] = [
  { method: 'GET', target: `/api/v1/news/${'a'.repeat(10_000)}` },
  { method: 'GET', target: `/api/${'v1/'.repeat(3000)}news` },
  { method: 'GET', target: `${ALLOWED}?${'x'.repeat(5000)}=1` },
  { method: 'GET', target: `/api/v1/news/home/news?${Array.from({ length: 400 }, (_, i) => `p${i}=${i}`).join('&')}` },
  { method: 'GET', target: `/api/v1/news/home/news?tag=${'a'.repeat(2000)}` },
  { method: 'GET', target: `/api/v1/teams?search=${'%F0%9F%8F%8F'.repeat(200)}` },
  { method: 'GET', target: `/api/v1/news/home/news?page_no=1&page_no=2` },
  { method: 'GET', target: `/api/v1/news/home/news?per_page=100000000` },
  { method: 'GET', target: ALLOWED, headers: { 'x-session-id': 's'.repeat(5000) } },
  { method: 'GET', target: ALLOWED, headers: { authorization: `Bearer ${'t'.repeat(9000)}` } },
  { method: 'GET', target: ALLOWED, headers: { 'x-screen-resolution': '1x1; DROP TABLE' } },
];

const METHODS: FuzzCase[] = [
  ...['PUT', 'PATCH', 'DELETE', 'TRACE', 'PROPFIND', 'MKCOL', 'LOCK'].map((method) => ({ method, target: ALLOWED })),
  { method: 'FOO', target: ALLOWED, beforeWorker: true },
  { method: 'get', target: ALLOWED, beforeWorker: true },
  ...['PUT', 'DELETE', 'PATCH', 'GET', 'HEAD'].map((method) => ({ method, target: '/api/v1/user/updateProfile' })),
  { method: 'GET', target: '/api/v1/cache/purge-cache' },
  { method: 'HEAD', target: '/api/v1/cache/purge-cache' },
  { method: 'POST', target: ALLOWED, headers: { 'x-http-method-override': 'GET' } },
  { method: 'GET', target: '/api/v1/user/profile', headers: { 'x-http-method-override': 'DELETE' } },
  { method: 'GET', target: '/api/v1/news/3558', headers: { 'x-method-override': 'POST' } },
  { method: 'POST', target: '/api/v1/misc/feedback', headers: { 'content-type': 'text/plain', 'content-length': '0' } },
  { method: 'POST', target: '/api/v1/misc/feedback', headers: { 'content-type': 'application/json', 'content-length': '999999999' } },
];

export const API_FUZZ_CORPUS: FuzzCase[] = [...traversals(), ...ABSOLUTE_AND_AUTHORITY, ...CRLF_AND_CONTROL, ...OVERSIZED, ...METHODS];
