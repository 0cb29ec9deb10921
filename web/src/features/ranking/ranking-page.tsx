import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { TabBar } from '../../components/page/tab-bar';
import { rankingQuery } from './ranking-api';
import { RankingBoard } from './ranking-board';
import { RANKING_CATEGORIES, RANKING_FORMATS, rankingPath, readRankingParams } from './ranking-params';
import { playerRow, teamRow } from './ranking-rows';
import './ranking.css';

/** /ranking/{category}/{format}: the route's loader has already made the URL canonical. */
export function RankingPage() {
  const params = useParams();
  const selection = readRankingParams(params.category, params.format);
  const ranking = useQuery(rankingQuery);
  if (!selection) return null;
  const { category, format } = selection;
  const categoryLabel = RANKING_CATEGORIES.find((c) => c.key === category)?.label ?? '';

  let body;
  if (ranking.isPending) body = <LoadingState />;
  else if (ranking.isError) body = <ErrorState onRetry={() => void ranking.refetch()} />;
  else {
    const rows =
      category === 'teams' ? ranking.data.teams[format.key].map(teamRow) : ranking.data[category][format.key].map(playerRow);
    body = <RankingBoard rows={rows} kind={category === 'teams' ? 'team' : 'player'} />;
  }

  return (
    <PageFrame title={`ICC ${categoryLabel} Rankings · ${format.label}`} crumbs={[{ label: 'Ranking' }]} className="ranking">
      <TabBar
        label="Ranking category"
        active={category}
        tabs={RANKING_CATEGORIES.map((c) => ({ key: c.key, label: c.label, to: rankingPath(c.key, format.label) }))}
      />
      <div className="ranking-formats">
        <TabBar
          label="Ranking format"
          active={format.label}
          tabs={RANKING_FORMATS.map((f) => ({ key: f.label, label: f.label, to: rankingPath(category, f.label) }))}
        />
      </div>
      {body}
    </PageFrame>
  );
}
