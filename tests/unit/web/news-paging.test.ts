import { describe, expect, it } from 'vitest';
import { newsPageSize, nextNewsPage, uniqueById } from '../../../web/src/lib/news-paging';

/** The upstream's offset paging over `total` stories with ids 1…total. */
function upstreamPage(total: number, page: number, perPage: number) {
  const start = (page - 1) * perPage;
  const ids = Array.from({ length: total }, (_, i) => i + 1).slice(start, start + perPage);
  return { data: ids.map((id) => ({ id })), total_pages: Math.ceil(total / perPage) };
}

/** Every page a fan can reach with See More, as the list asks for them. */
function allPages(total: number) {
  const pages = [upstreamPage(total, 1, newsPageSize(1))];
  for (let page = 1, next = nextNewsPage(pages[0]!, 1); next !== undefined; page = next, next = nextNewsPage(pages.at(-1)!, page)) {
    pages.push(upstreamPage(total, next, newsPageSize(next)));
  }
  return pages;
}

describe('news paging', () => {
  it('asks 7 stories first and 6 after, as the spec says', () => {
    expect([1, 2, 3].map(newsPageSize)).toEqual([7, 6, 6]);
  });

  it.each([0, 1, 6, 7, 8, 12, 13, 14, 40, 41])('shows each of %i stories exactly once, in order, with no gap', (total) => {
    expect(uniqueById(allPages(total)).map((s) => s.id)).toEqual(Array.from({ length: total }, (_, i) => i + 1));
  });

  it('stops offering See More once the last story is shown', () => {
    expect(nextNewsPage({ total_pages: 1 }, 1)).toBeUndefined();
    expect(nextNewsPage({ total_pages: 2 }, 1)).toBe(2);
    expect(nextNewsPage({ total_pages: '3' }, 3)).toBeUndefined();
  });

  it('drops a story that moved up between two requests instead of showing it twice', () => {
    expect(uniqueById([{ data: [{ id: 1 }, { id: 2 }] }, { data: [{ id: 2 }, { id: 3 }] }]).map((s) => s.id)).toEqual([1, 2, 3]);
  });
});
