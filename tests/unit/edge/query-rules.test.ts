import { describe, expect, it } from 'vitest';
import { canonicalQuery, droppedInt, int, oneOf, slug, text } from '../../../edge/src/api/query-rules';
import { UPSTREAM_ROUTES } from '../../../edge/src/api/upstream-routes';
import { EdgeError } from '../../../edge/src/errors';

const rules = { page: int(1, 100), per_page: int(1, 50), tag: slug, type: oneOf('', 'news', 'fantasy'), search: text(20), cg_random: droppedInt(0, 1e9) };

function refusal(search: string): string {
  try {
    canonicalQuery(search, rules);
  } catch (err) {
    if (err instanceof EdgeError) return `${err.status} ${err.message}`;
    throw err;
  }
  return 'accepted';
}

describe('canonical queries', () => {
  it('keeps only declared parameters, sorted by name', () => {
    expect(canonicalQuery('?tag=india&utm_source=x&page=2&per_page=6&bust=1', rules)).toBe('?page=2&per_page=6&tag=india');
  });

  it('writes numbers in one form, so ?page=02 and ?page=2 are one entry', () => {
    expect(canonicalQuery('?page=02', rules)).toBe(canonicalQuery('?page=2', rules));
  });

  it('gives the same key whatever order the client sent', () => {
    expect(canonicalQuery('?per_page=4&page=1', rules)).toBe(canonicalQuery('?page=1&per_page=4', rules));
  });

  it('is empty when nothing declared is left, and for a call that declares nothing', () => {
    expect(canonicalQuery('?x=1', rules)).toBe('');
    expect(canonicalQuery('?page=1')).toBe('');
    expect(canonicalQuery('')).toBe('');
  });

  it('checks and then drops a cache-busting parameter the upstream ignores', () => {
    expect(canonicalQuery('?cg_random=12345&page=1', rules)).toBe('?page=1');
    expect(refusal('?cg_random=abc')).toMatch(/^400 Query parameter cg_random/);
  });

  it('trims and collapses typed text, and keeps an empty enum value', () => {
    expect(canonicalQuery('?search=%20 mumbai%20%20city ', rules)).toBe('?search=mumbai+city');
    expect(canonicalQuery('?type=', rules)).toBe('?type=');
  });

  it.each([
    ['?page=0', /page must be a whole number from 1 to 100/],
    ['?page=101', /page must be a whole number from 1 to 100/],
    ['?page=1.5', /page must be a whole number/],
    ['?page=-1', /page must be a whole number/],
    ['?page=1e2', /page must be a whole number/],
    ['?page=', /page must be a whole number/],
    ['?per_page=999999999999999999999', /per_page must be a whole number/],
    ['?tag=../admin', /tag must be a slug/],
    ['?tag=%3Cscript%3E', /tag must be a slug/],
    ['?type=admin', /type must be one of '', 'news', 'fantasy'/],
    ['?search=abcdefghijklmnopqrstuvwxyz', /search must be at most 20 characters/],
    ['?search=a%0Db', /search must not contain control characters/],
    ['?page=1&page=2', /page is given more than once/],
  ])('refuses %s with a 400 that names the parameter', (search, message) => {
    expect(refusal(search)).toMatch(/^400 /);
    expect(refusal(search)).toMatch(message);
  });
});

describe('each allowlisted call', () => {
  it('is cached exactly when its answer can be shared, and never when it is a write or personal', () => {
    for (const route of UPSTREAM_ROUTES) {
      const shared = route.access !== 'personal';
      expect(route.ttl > 0, route.path).toBe(shared);
      if (shared) expect(route.method, route.path).toBe('GET');
    }
  });

  it('lets only the article carry the reader’s own state', () => {
    expect(UPSTREAM_ROUTES.filter((r) => r.access === 'viewer').map((r) => r.path)).toEqual(['/v1/news/:id']);
  });
});
