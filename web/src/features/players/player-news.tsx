import { PagedNewsList } from '../../components/page/paged-news-list';
import { fetchPlayerNews } from './player-api';

/** News about the player (articles tagged with them), a page at a time. */
export function PlayerNews({ tag }: { tag: string }) {
  return <PagedNewsList queryKey={['players', 'news', tag]} fetchPage={(page, perPage, context) => fetchPlayerNews(tag, page, perPage, context)} />;
}
