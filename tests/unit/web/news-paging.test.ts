import { describe, expect, it } from 'vitest';
import {
  FIRST_NEWS_VIEW,
  fetchNewsView,
  nextNewsView,
  shownStories,
  uniqueById,
  type NewsView,
  type NewsViewPage,
} from '../../../web/src/lib/news-paging';

/** The upstream's offset paging over `total` stories with ids 1…total. */
function upstreamPage(total: number, page: number, perPage: number): Promise<NewsViewPage<{ id: number }>> {
  const start = (page - 1) * perPage;
  const ids = Array.from({ length: total }, (_, i) => i + 1).slice(start, start + perPage);
  return Promise.resolve({ data: ids.map((id) => ({ id })), total_pages: Math.ceil(total / perPage) });
}

/** A fan pressing See More until it goes: the stories shown after each view, and every request made. */
async function seeMoreUntilTheEnd(total: number) {
  const views: NewsView[] = [FIRST_NEWS_VIEW];
  const pages = [await fetchNewsView(FIRST_NEWS_VIEW, (page, perPage) => upstreamPage(total, page, perPage), null)];
  const shown = [shownStories(pages, 1).length];
  for (let next = nextNewsView(pages, views); next; next = nextNewsView(pages, views)) {
    views.push(next);
    pages.push(await fetchNewsView(next, (page, perPage) => upstreamPage(total, page, perPage), null));
    shown.push(shownStories(pages, views.length).length);
  }
  return { shown, ids: shownStories(pages, views.length).map((s) => s.id), requests: views.map((view) => view.fetches) };
}

describe('news paging', () => {
  it('asks 7 stories first, then pages of 6: the first See More two of them, each later one one', async () => {
    const { requests } = await seeMoreUntilTheEnd(40);
    expect(requests.slice(0, 4)).toEqual([
      [{ page: 1, perPage: 7 }],
      [
        { page: 2, perPage: 6 },
        { page: 3, perPage: 6 },
      ],
      [{ page: 4, perPage: 6 }],
      [{ page: 5, perPage: 6 }],
    ]);
  });

  it('shows 7, and each See More 6 more until fewer are left', async () => {
    expect((await seeMoreUntilTheEnd(40)).shown).toEqual([7, 13, 19, 25, 31, 37, 40]);
    expect((await seeMoreUntilTheEnd(19)).shown).toEqual([7, 13, 19]);
    expect((await seeMoreUntilTheEnd(20)).shown).toEqual([7, 13, 19, 20]);
  });

  it.each([0, 1, 6, 7, 8, 12, 13, 14, 17, 18, 19, 40, 41])('shows each of %i stories exactly once, in order, with no gap', async (total) => {
    expect((await seeMoreUntilTheEnd(total)).ids).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });

  it('offers no See More once the last story is shown, and asks no page past the last it has heard of', async () => {
    expect((await seeMoreUntilTheEnd(7)).shown).toEqual([7]);
    expect((await seeMoreUntilTheEnd(3)).shown).toEqual([3]);
    // 18 stories: pages of 6 end at 3, asked by the first See More; the second only shows the 5 kept back.
    const { requests, shown } = await seeMoreUntilTheEnd(18);
    expect(requests.flat().filter((fetch) => fetch.perPage === 6).map((fetch) => fetch.page)).toEqual([2, 3]);
    expect(requests.at(-1)).toEqual([]);
    expect(shown).toEqual([7, 13, 18]);
  });

  it('drops a story that moved up between two requests instead of showing it twice', () => {
    expect(uniqueById([{ data: [{ id: 1 }, { id: 2 }] }, { data: [{ id: 2 }, { id: 3 }] }]).map((s) => s.id)).toEqual([1, 2, 3]);
  });
});
