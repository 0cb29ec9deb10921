// Rejects paths that try to step outside the allowlist by encoding: dot segments, encoded dots and
// slashes, doubled slashes, backslashes, NUL and control characters. Checked on the raw request
// target, before anything is decoded, normalised or sent.

const FORBIDDEN: readonly RegExp[] = [
  /(^|\/)\.{1,2}(\/|$)/, // dot segments (the runtime resolves literal ones before the Worker runs)
  /%2e/i, // encoded dot
  /%2f/i, // encoded slash
  /%5c/i, // encoded backslash
  /%00/, // encoded NUL
  /%25/, // double encoding
  /\\/, // backslash
  /\/\//, // empty segment
  /[\u0000-\u001f\u007f]/, // control characters
];

export function isSafePath(rawPath: string): boolean {
  return !FORBIDDEN.some((pattern) => pattern.test(rawPath));
}

/** The path part of a raw request URL, undecoded: 'http://h/api/a%2fb?x' → '/api/a%2fb'. */
export function rawPathOf(url: string): string {
  const afterScheme = url.replace(/^[a-z]+:\/\/[^/?#]*/i, '');
  const end = afterScheme.search(/[?#]/);
  return end === -1 ? afterScheme : afterScheme.slice(0, end);
}
