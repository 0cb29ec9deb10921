import { PagedNewsList } from '../../components/page/paged-news-list';
import { fetchTeamNews } from './teams-api';

/** Articles about the side, newest first, a page at a time. */
export function TeamNews({ teamId }: { teamId: number }) {
  return <PagedNewsList queryKey={['teams', teamId, 'news']} fetchPage={(page, perPage, context) => fetchTeamNews(teamId, page, perPage, context)} />;
}
