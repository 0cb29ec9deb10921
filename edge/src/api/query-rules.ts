// What a query parameter of an allowlisted call may hold. Each call declares its parameters
// (upstream-routes.ts); the edge keeps only those, checks each value, writes it in one canonical form
// and sorts them, so every distinct cache key is a distinct question the upstream can answer. Made-up
// parameters, '?page=01' next to '?page=1' and reordered queries all land on one entry; a bad value
// is a 400 that names the parameter and never reaches the upstream.
import { EdgeError } from '../errors';

export interface QueryRule {
  /** The value in canonical form, or an error message saying what the value must be. */
  check(value: string): { value: string } | { error: string };
  /**
   * Accepted and then left out of the upstream request and the cache key: the spec's `cg_random` is
   * a cache buster by design, and the upstream's answer does not depend on it.
   */
  dropped?: boolean;
}

export type QueryRules = Readonly<Record<string, QueryRule>>;

export function int(min: number, max: number): QueryRule {
  return {
    check(value) {
      if (!/^[0-9]{1,16}$/.test(value)) return { error: `must be a whole number from ${min} to ${max}` };
      const n = Number(value);
      return n >= min && n <= max ? { value: String(n) } : { error: `must be a whole number from ${min} to ${max}` };
    },
  };
}

export function oneOf(...values: string[]): QueryRule {
  return { check: (value) => (values.includes(value) ? { value } : { error: `must be one of ${values.map((v) => `'${v}'`).join(', ')}` }) };
}

export const slug: QueryRule = {
  check: (value) => (/^[A-Za-z0-9][A-Za-z0-9_-]{0,119}$/.test(value) ? { value } : { error: 'must be a slug (letters, digits, - and _)' }),
};

export const year: QueryRule = int(1900, 2200);

/** Free text a fan types (team search): trimmed, collapsed, bounded. */
export function text(maxLength: number): QueryRule {
  return {
    check(value) {
      if (/[\u0000-\u001f\u007f<>]/.test(value)) return { error: 'must not contain control characters or angle brackets' };
      const compact = value.trim().replace(/ +/g, ' ');
      if (compact.length > maxLength) return { error: `must be at most ${maxLength} characters` };
      return { value: compact };
    },
  };
}

export function droppedInt(min: number, max: number): QueryRule {
  return { ...int(min, max), dropped: true };
}

/**
 * The canonical query string (with its '?', or '' when nothing is left) of `search` under `rules`.
 * Unknown parameters are dropped silently: a link shared with `?utm_source=…` still works.
 */
export function canonicalQuery(search: string, rules: QueryRules = {}): string {
  const params = new URLSearchParams(search);
  const kept = new Map<string, string>();
  const seen = new Set<string>();
  for (const [name, raw] of params) {
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule) continue;
    if (seen.has(name)) throw new EdgeError(400, 'bad_request', `Query parameter ${name} is given more than once`);
    seen.add(name);
    const checked = rule.check(raw);
    if ('error' in checked) throw new EdgeError(400, 'bad_request', `Query parameter ${name} ${checked.error}`);
    if (!rule.dropped) kept.set(name, checked.value);
  }
  if (kept.size === 0) return '';
  const sorted = [...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(sorted).toString()}`;
}
