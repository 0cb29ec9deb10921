// Small text helpers for generated content. Time arithmetic is the world's (sim/world/dates.ts).
import { DAY_MS } from '../world/dates';

/** Content is regenerated per UTC day, so listings and dates stay still within a day. */
export function dayIndexOf(nowMs: number): number {
  return Math.floor(nowMs / DAY_MS);
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML and SVG (XML) alike. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** 'the The Ashes' reads 'The Ashes': templates say 'the {series}' and some titles start with The. */
export function tidy(text: string): string {
  return text.replace(/\b[Tt]he (The )/g, '$1');
}

/** Fills `{name}` holes from vars; unknown holes are left visible so a bad template shows. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return tidy(
    template.replace(/\{(\w+)\}/g, (hole, key: string) => {
      const value = vars[key];
      return value === undefined ? hole : String(value);
    }),
  );
}

/** Cuts a slug at a word boundary so URLs stay readable. */
export function trimSlug(slug: string, max = 90): string {
  if (slug.length <= max) return slug;
  const cut = slug.slice(0, max);
  const lastDash = cut.lastIndexOf('-');
  return lastDash > 20 ? cut.slice(0, lastDash) : cut;
}
