// The links a page's head gets for what it needs besides the entry (route-preloads.ts finds which
// files): its code and stylesheets, and, on a match centre served as the shell (its render failed),
// the snapshots of the live topics it reads before its first render, so that they arrive with its
// code rather than after it has run (a rendered match centre carries them in its state).
import { idFromSegment } from '../../../shared/format/match-path';
import { matchCentreTopics } from '../../../shared/live-protocol';

/** /series/{series}/schedule/{match}[/{tab}]: a match centre. */
export function isMatchCentre([first, , third, fourth]: string[]): boolean {
  return first === 'series' && third === 'schedule' && fourth !== undefined;
}

/**
 * The links of the page's build files (route-preloads.ts's routeFiles), as HTML: code preloaded; stylesheets preloaded, or linked when the page
 * as served has markup of the page's own (`styled`), which must not paint unstyled. A linked sheet is
 * one Vite's loader finds in place and does not add again.
 */
export function routeFileTags(files: string[], styled: boolean): string {
  return files
    .map((file) =>
      !file.endsWith('.css')
        ? `<link rel="modulepreload" crossorigin href="${file}" />`
        : styled
          ? `<link rel="stylesheet" crossorigin href="${file}" />`
          : `<link rel="preload" as="style" crossorigin href="${file}" />`,
    )
    .join('');
}

/**
 * The links of the live snapshots the page at `url` reads before its first render, as HTML: a fetch
 * preload in the mode of the page's own fetch (same-origin credentials), which it then reuses.
 */
export function topicPreloadTags(url: URL): string {
  const segments = url.pathname.split('/').filter(Boolean);
  if (!isMatchCentre(segments)) return '';
  return matchCentreTopics(idFromSegment(segments[3]))
    .map((topic) => `<link rel="preload" as="fetch" crossorigin href="/live/${topic}" />`)
    .join('');
}
