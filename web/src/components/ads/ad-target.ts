// Where an ad's `target` (SPEC section 3) leads: a page of this site opens in the SPA, another web
// site in a new tab. Anything else (javascript:, data:, a mistyped URL) is no link at all.

export type AdTarget = { kind: 'site'; to: string } | { kind: 'outside'; href: string };

export function adTarget(target: string | null | undefined, siteOrigin: string): AdTarget | null {
  const value = (target ?? '').trim();
  if (value === '') return null;
  let url: URL;
  try {
    url = new URL(value, siteOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === siteOrigin) return { kind: 'site', to: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'outside', href: url.href };
}
