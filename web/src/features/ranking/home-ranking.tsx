import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../components/link';
import { RANKING_LIMIT } from '../../../../shared/constants';
import { BlockFrame } from '../../components/block-frame';
import { useNearViewport } from '../../components/near-viewport-context';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { TabList } from '../../components/tab-list';
import { rankingQuery } from './ranking-api';
import { RANKING_CATEGORIES, RANKING_FORMATS, rankingPath, type RankingCategory } from './ranking-params';
import { playerRow, teamRow, type RankRow } from './ranking-rows';
import './home-ranking.css';

type FormatKey = (typeof RANKING_FORMATS)[number]['key'];
const ID = 'home-ranking';

/**
 * Top ranking: the ICC-style tables in small (one call holds every table, so switching costs no
 * fetch). Categories are tabs; the format is a pressed-button switch inside the panel.
 */
export function HomeRanking() {
  const ranking = useQuery({ ...rankingQuery, enabled: useNearViewport() });
  const [category, setCategory] = useState<RankingCategory>('batsmen');
  const [formatKey, setFormatKey] = useState<FormatKey>('t20');
  const format = RANKING_FORMATS.find((f) => f.key === formatKey) ?? RANKING_FORMATS[0];

  let rows: RankRow[] = [];
  if (ranking.data) rows = category === 'teams' ? ranking.data.teams[format.key].map(teamRow) : ranking.data[category][format.key].map(playerRow);

  return (
    <BlockFrame id={ID} title="ICC Rankings" more={{ to: rankingPath(category, format.label), label: 'Full rankings' }} busy={ranking.isPending} className="home-ranking">
      <TabList tabs={RANKING_CATEGORIES} active={category} onSelect={setCategory} label="Ranking category" idBase={ID} className="tab-list--compact" />
      <div role="tabpanel" id={`${ID}-panel`} aria-labelledby={`${ID}-tab-${category}`}>
        <div className="home-ranking__formats" role="group" aria-label="Format">
          {RANKING_FORMATS.map((f) => (
            <button key={f.key} type="button" className="chip" aria-pressed={f.key === formatKey} onClick={() => setFormatKey(f.key)}>
              {f.label}
            </button>
          ))}
        </div>
        {ranking.isError ? (
          <ErrorState onRetry={() => void ranking.refetch()} />
        ) : ranking.isPending ? (
          <ol className="home-ranking__rows" aria-hidden="true">
            {Array.from({ length: RANKING_LIMIT }, (_, i) => (
              <li key={i} className="home-ranking__row">
                <span className="skeleton-line" />
              </li>
            ))}
          </ol>
        ) : rows.length === 0 ? (
          <EmptyState message="no data available" />
        ) : (
          <ol className="home-ranking__rows">
            {rows.map((row) => (
              <li key={row.rank} className={`home-ranking__row home-ranking__row--${row.rank <= 3 ? 'top' : 'rest'}`}>
                <span className="home-ranking__rank">{row.rank}</span>
                {row.image ? <img src={row.image} alt="" width={32} height={32} loading="lazy" /> : <span className="home-ranking__blank" />}
                <span className="home-ranking__name">
                  {row.href ? <Link to={row.href}>{row.name}</Link> : row.name}
                  {row.team && <span className="home-ranking__team">{row.team}</span>}
                </span>
                <span className="home-ranking__rating">{row.rating ?? '-'}</span>
              </li>
            ))}
          </ol>
        )}
      </div>
    </BlockFrame>
  );
}
