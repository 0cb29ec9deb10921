// News lists append pages of the spec's sizes: 7 first, then 6 (SPEC section 9). The upstream pages by
// offset, (page - 1) × per_page, so page 2 at 6 a page (items 6 to 11) starts on page 1's last item
// (items 0 to 6): from there on the windows meet exactly. The one overlap is dropped by id, which
// also guards against an article that moved up the list between two requests.
import { NEWS_FIRST_PAGE_SIZE, NEWS_NEXT_PAGE_SIZE } from '../../../shared/constants';

export function newsPageSize(page: number): number {
  return page === 1 ? NEWS_FIRST_PAGE_SIZE : NEWS_NEXT_PAGE_SIZE;
}

/** The page after `page`, while the upstream's total_pages (at that page's size) says there is one. */
export function nextNewsPage(last: { total_pages: number | string }, page: number): number | undefined {
  return Number(last.total_pages) > page ? page + 1 : undefined;
}

/** The pages' items in order, each id once: See More never repeats a story. */
export function uniqueById<T extends { id: number }>(pages: readonly { data: readonly T[] }[]): T[] {
  const seen = new Set<number>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
