// The four pages the page benches load: home, the live schedule, an article and a live match
// centre, the last two found in the API's answers of the site at `base`.
import { articleHref } from '../shared/format/article-path';
import { matchHref } from '../shared/format/match-path';

/** Page name → path on the site at `base`; throws when the site cannot offer all four. */
export async function benchPages(base: string): Promise<Record<string, string>> {
  const news = (await (await fetch(`${base}/api/v1/news/home/top_story?per_page=1&page_no=1`)).json()) as {
    data: Parameters<typeof articleHref>[0][];
  };
  const live = (await (await fetch(`${base}/api/v1/matches/schedule/live?page=1`)).json()) as {
    matches: Record<string, Parameters<typeof matchHref>[0][]>;
  };
  const match = Object.values(live.matches).flat()[0];
  const shell = await (await fetch(`${base}/`)).text();
  if (!news.data[0] || !match || !/src="\/assets\/[^"]+\.js"/.test(shell))
    throw new Error('The bench needs an article, a live match and a built SPA (npm run build)');
  return { home: '/', 'live schedule': '/schedule/live', article: articleHref(news.data[0]), 'match centre': matchHref(match) };
}
