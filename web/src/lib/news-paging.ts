// News lists show 7 stories first and 6 more on each See More (SPEC section 9). The upstream pages
// by offset, (page - 1) × per_page, so its pages of 6 never start where the first 7 end: page 2
// (stories 6 to 11) begins with the first page's last story. Asked page by page, See More would add 5
// and then 6. So the first See More asks pages 2 and 3 together and shows stories 7 to 12, keeping
// 13 to 17 back; each later one asks one more page and shows the 6 after those. Stories are counted
// by id, so the overlap, and a story that moved up the list between two requests, shows once.
import { NEWS_FIRST_PAGE_SIZE, NEWS_NEXT_PAGE_SIZE } from '../../../shared/constants';

/** One request of a list: its upstream page at its size. */
export interface NewsFetch {
  page: number;
  perPage: number;
}

/** What one See More (or the first view) asks for: the view's number and its requests. */
export interface NewsView {
  view: number;
  fetches: NewsFetch[];
}

/** The upstream's answer to one view: its stories, and total_pages at the size it last asked. */
export interface NewsViewPage<T> {
  data: readonly T[];
  total_pages: number | string;
}

export const FIRST_NEWS_VIEW: NewsView = { view: 1, fetches: [{ page: 1, perPage: NEWS_FIRST_PAGE_SIZE }] };

/** How many stories `views` views show: 7, 13, 19, … */
export function shownCount(views: number): number {
  return NEWS_FIRST_PAGE_SIZE + NEWS_NEXT_PAGE_SIZE * (views - 1);
}

/** The last upstream page (at NEWS_NEXT_PAGE_SIZE) that `views` views need, from view 2 on. */
function lastPageFor(views: number): number {
  return Math.ceil(shownCount(views) / NEWS_NEXT_PAGE_SIZE);
}

/**
 * The view after `views` (the views so far, in order, with their answers, `pages`), or undefined
 * when every story is shown: none kept back, and no page beyond those asked (the upstream's
 * total_pages, at the size it was last asked).
 */
export function nextNewsView<T extends { id: number }>(pages: readonly NewsViewPage<T>[], views: readonly NewsView[]): NewsView | undefined {
  const last = views.at(-1)!;
  // The last request made (a view that only shows stories kept back makes none), and its answer.
  const index = views.findLastIndex((view) => view.fetches.length > 0);
  const asked = views[index]!.fetches.at(-1)!;
  const total = Number(pages[index]?.total_pages ?? 0);
  // In pages of 6: the last already covered (the first 7 cover one), and the last the upstream has,
  // none past what was asked if it said that was its last (at 7 a page, 7 × total_pages at most).
  const covered = Math.floor((asked.page * asked.perPage) / NEWS_NEXT_PAGE_SIZE);
  const lastPage = total > asked.page ? Math.ceil((total * asked.perPage) / NEWS_NEXT_PAGE_SIZE) : covered;
  const view = last.view + 1;
  const fetches: NewsFetch[] = [];
  for (let page = covered + 1; page <= Math.min(lastPageFor(view), lastPage); page++) fetches.push({ page, perPage: NEWS_NEXT_PAGE_SIZE });
  if (fetches.length === 0 && uniqueById(pages).length <= shownCount(last.view)) return undefined;
  return { view, fetches };
}

/** A view's stories: its requests made together, their stories in order, total_pages as the last says. */
export async function fetchNewsView<T, C>(
  { fetches }: NewsView,
  fetchPage: (page: number, perPage: number, context: C) => Promise<NewsViewPage<T>>,
  context: C,
): Promise<{ data: T[]; total_pages: number }> {
  const answers = await Promise.all(fetches.map(({ page, perPage }) => fetchPage(page, perPage, context)));
  return { data: answers.flatMap((answer) => [...answer.data]), total_pages: Number(answers.at(-1)?.total_pages ?? 0) };
}

/** The stories to show after `views` views: each id once, in order, up to shownCount(views). */
export function shownStories<T extends { id: number }>(pages: readonly NewsViewPage<T>[], views: number): T[] {
  return uniqueById(pages).slice(0, shownCount(views));
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
