import { useState } from 'react';
import { Link } from '../../components/link';
import { dayLabel } from '../../../../shared/format/day-label';
import { PLAYER_ABOUT_TRUNCATE_CHARS } from '../../../../shared/constants';
import type { PlayerDetails } from './player-api';
import { PopularPlayers } from './popular-players';
import { RecentForm } from './recent-form';

function birth(birthdate: string | null | undefined, birthplace: string | null | undefined): string | null {
  return [dayLabel(birthdate), birthplace].filter(Boolean).join(', ') || null;
}

/** Player Info, Teams, About (truncated with Read More / Read Less), Popular Players and Recent Form. */
export function PlayerOverview({ details }: { details: PlayerDetails }) {
  const { player } = details;
  const [expanded, setExpanded] = useState(false);
  const info = player.info;
  const rows: [string, string | null | undefined][] = [
    ['Full Name', player.name],
    ['DOB', birth(info?.birthdate, info?.birthplace)],
    ['Age', info?.age],
    ['Batting Style', info?.batting_style],
    ['Bowling Style', info?.bowling_style],
    ['Role', info?.battingRole],
  ];
  const about = info?.about?.trim() ?? '';
  const long = about.length > PLAYER_ABOUT_TRUNCATE_CHARS;
  const shown = long && !expanded ? `${about.slice(0, PLAYER_ABOUT_TRUNCATE_CHARS).trimEnd()}…` : about;

  return (
    <div className="player-overview">
      <section className="player-card" aria-labelledby="player-info">
        <h2 id="player-info">Player Info</h2>
        <dl className="player-info">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value || '-'}</dd>
            </div>
          ))}
        </dl>
      </section>
      {player.teams.length > 0 && (
        <section className="player-card" aria-labelledby="player-teams">
          <h2 id="player-teams">Teams</h2>
          <ul className="player-teams">
            {player.teams.map((team) => (
              <li key={team.slug}>
                <Link to={`/teams/${team.slug}/home`}>
                  {team.logo && <img src={team.logo} alt="" width={28} height={28} loading="lazy" />}
                  {team.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {about && (
        <section className="player-card" aria-labelledby="player-about">
          <h2 id="player-about">About</h2>
          <p className="player-about">{shown}</p>
          {long && (
            <button type="button" className="player-link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? 'Read Less' : 'Read More'}
            </button>
          )}
        </section>
      )}
      <PopularPlayers players={details.popular_players} />
      <RecentForm batting={details.recent_form.batting} bowling={details.recent_form.bowling} />
    </div>
  );
}
