import { useState } from 'react';
import { Link } from '../../components/link';
import { idFromSegment } from '../../../../shared/format/match-path';
import { EmptyState } from '../../components/page/empty-state';
import { TeamSquad } from '../../components/squad/team-squad';
import type { SeriesDetail } from './series-api';
import './series-squads.css';

/**
 * Teams and Squad: the series' sides as buttons, and the chosen side's squad by role (batters,
 * all-rounders, wicket keepers, bowlers) with photos and links to the players' pages.
 */
export function SeriesSquads({ series }: { series: SeriesDetail }) {
  const sides = series.teams.flatMap((side) => {
    const id = side.team_id ?? idFromSegment(side.slug);
    return id === null ? [] : [{ ...side, id }];
  });
  const [chosen, setChosen] = useState(sides[0]?.id ?? null);
  const team = sides.find((side) => side.id === chosen) ?? sides[0];
  if (!team) return <EmptyState message="No data available..." />;
  return (
    <div className="series-squads">
      <div className="series-squads__sides" role="group" aria-label="Sides">
        {sides.map((side) => (
          <button
            key={side.id}
            type="button"
            className="series-squads__side"
            aria-pressed={side.id === team.id}
            onClick={() => setChosen(side.id)}
          >
            {side.logo && <img src={side.logo} alt="" width={28} height={28} loading="lazy" />}
            {side.name}
          </button>
        ))}
      </div>
      <h2 className="series-squads__title">
        {team.name} squad <Link to={`/teams/${team.slug}/home`}>Team page</Link>
      </h2>
      <TeamSquad key={team.id} teamId={team.id} headingLevel={3} />
    </div>
  );
}
