import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { dayRangeLabel } from '../../../../shared/format/day-label';
import { gameFormatLabel } from '../../../../shared/format/game-format';
import { parseSlugId } from '../../../../shared/format/slug-id';
import type { MatchDetail } from '../../../../shared/schemas/scorecard';
import { articleHref } from '../../../../shared/format/article-path';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { ExclusiveVideos } from '../../components/page/exclusive-videos';
import { PagedNewsList } from '../../components/page/paged-news-list';
import { PointsTable } from '../../components/points-table/points-table';
import { fantasyForDayQuery, fetchTaggedNews, seriesTableQuery } from './match-centre-api';
import { SeriesStatsPanel } from './series-stats-panel';

export type RelatedTab = 'pointtable' | 'seriesstats' | 'news' | 'fantasy' | 'videos';

function SeriesTable({ cid, stats }: { cid: number; stats: boolean }) {
  const table = useQuery(seriesTableQuery(cid));
  if (table.isPending) return <LoadingState />;
  if (table.isError) return <ErrorState onRetry={() => void table.refetch()} />;
  const series = table.data;
  if (!stats) return <PointsTable series={series} />;
  const leader = series.groups[0]?.table[0];
  const dates = dayRangeLabel(series.date_start, series.date_end);
  return (
    <dl className="info-list">
      <div>
        <dt>Series</dt>
        <dd>{series.title}</dd>
      </div>
      {dates && (
        <div>
          <dt>Dates</dt>
          <dd>{dates}</dd>
        </div>
      )}
      {series.game_format && (
        <div>
          <dt>Format</dt>
          <dd>{gameFormatLabel(String(series.game_format))}</dd>
        </div>
      )}
      {series.total_matches != null && (
        <div>
          <dt>Matches</dt>
          <dd>{series.total_matches}</dd>
        </div>
      )}
      {leader && (
        <div>
          <dt>Top of the table</dt>
          <dd>
            {leader.abbr} ({leader.points ?? 0} pts)
          </dd>
        </div>
      )}
    </dl>
  );
}

function MatchFantasy({ match }: { match: MatchDetail }) {
  const day = (match.date_start_utc ?? '').slice(0, 10);
  const fantasy = useQuery({ ...fantasyForDayQuery(day), enabled: /^\d{4}-\d{2}-\d{2}$/.test(day) });
  if (fantasy.isPending && fantasy.fetchStatus !== 'idle') return <LoadingState />;
  const tips = fantasy.data?.find((m) => m.match_id === match.match_id)?.news ?? [];
  if (tips.length === 0) return <EmptyState message="No fantasy team for this date." />;
  return (
    <section aria-labelledby="match-fantasy-heading">
      <h3 id="match-fantasy-heading">Dream11 Team For This Match</h3>
      <ul className="link-list">
        {tips.map((tip) => (
          <li key={tip.id}>
            <Link to={articleHref({ ...tip, type: 'fantasy' })}>{tip.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The tabs about the match's surroundings: its series table and facts, news, fantasy tips, videos. */
export function MatchRelatedPanel({ match, tab }: { match: MatchDetail; tab: RelatedTab }) {
  const cid = match.cid ?? null;
  switch (tab) {
    case 'pointtable':
      return cid ? <SeriesTable cid={cid} stats={false} /> : <EmptyState message="No data available..." />;
    case 'seriesstats':
      // The series' facts, then its leader boards; the two calls load side by side.
      return cid ? (
        <div className="series-stats-tab">
          <SeriesTable cid={cid} stats />
          <SeriesStatsPanel cid={cid} />
        </div>
      ) : (
        <EmptyState message="No data available..." />
      );
    case 'news': {
      // Articles are tagged with the series' name, which is its slug without the trailing id.
      const tag = parseSlugId(match.tournament_slug ?? '')?.slug ?? match.tournament_slug;
      if (!tag) return <EmptyState message="No news data available." />;
      return (
        <PagedNewsList queryKey={['match-news', tag]} fetchPage={(page, perPage, context) => fetchTaggedNews(tag, page, perPage, context)} />
      );
    }
    case 'fantasy':
      return <MatchFantasy match={match} />;
    case 'videos':
      return <ExclusiveVideos filter={{ match: match.match_id }} emptyMessage="No data available..." />;
  }
}
