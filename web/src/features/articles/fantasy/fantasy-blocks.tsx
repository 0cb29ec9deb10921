import type { ReactNode } from 'react';
import { fullStamp, toInstant } from '../../../../../shared/format/time';
import type { FantasyArticleMatch, FantasyTeamSide } from '../../../../../shared/schemas/fantasy-article-match';
import { useViewerTimeZone } from '../../../app/render-facts';
import { roleShort, sameName, withUnit } from './fantasy-labels';

type Match = FantasyArticleMatch;

interface BlockProps {
  id: string;
  heading: string;
  children: ReactNode;
}

/** One custom block: its id is the table of contents' target (SPEC section 2, known block ids). */
function Block({ id, heading, children }: BlockProps) {
  return (
    <section id={id} className={`fantasy-block fantasy-block--${id}`} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h2 id={`${id}-heading`} className="fantasy-block__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function TeamName({ side }: { side: FantasyTeamSide }) {
  return (
    <span className="fantasy-team">
      {side.logo && <img src={side.logo} alt="" width={32} height={32} className="fantasy-team__logo" />}
      <span className="fantasy-team__name">{side.name}</span>
    </span>
  );
}

function Stat({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="fantasy-stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * The match's start in the fan's time zone: the render's (the edge's guess while its page stands, the
 * browser's after), not the machine's; the Worker runs in UTC, and would write another time.
 */
function StartTime({ start }: { start: Date }) {
  return <>{fullStamp(start, useViewerTimeZone())}</>;
}

function matchInfo(match: Match): ReactNode {
  const info = match.matchInfo;
  if (!info) return null;
  const start = info.date_start ? toInstant(info.date_start) : null;
  const rows: [string, ReactNode][] = [
    ['Match', [info.title, info.subtitle].filter(Boolean).join(', ')],
    ['Series', info.series],
    ['Format', info.format],
    ['Date and time', start ? <StartTime start={start} /> : null],
    ['Venue', [info.venue, info.city].filter(Boolean).join(', ')],
  ];
  const shown = rows.filter(([, value]) => value);
  if (shown.length === 0) return null;
  return (
    <dl className="fantasy-facts">
      {shown.map(([label, value]) => (
        <Stat key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

function matchTeams(match: Match): ReactNode {
  if (!match.teams) return null;
  return (
    <div className="fantasy-sides">
      {[match.teams.teama, match.teams.teamb].map((side, i) => (
        <div key={i} className="fantasy-side">
          <h3 className="fantasy-side__name">
            <TeamName side={side} />
          </h3>
          {side.playing11.length > 0 && (
            <ol className="fantasy-side__players">
              {side.playing11.map((player) => (
                <li key={`${player.pid ?? player.name}`}>
                  <span>{player.name}</span>
                  <span className="fantasy-role">{roleShort(player)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </div>
  );
}

function statusClass(status: string | null | undefined): string {
  const s = String(status ?? '').toLowerCase();
  if (s === 'out') return 'fantasy-pill fantasy-pill--out';
  if (s === 'available') return 'fantasy-pill fantasy-pill--ok';
  return 'fantasy-pill fantasy-pill--doubt';
}

function injury(match: Match): ReactNode {
  if (match.injuryNews.length === 0) return null;
  return (
    <ul className="fantasy-list">
      {match.injuryNews.map((item) => (
        <li key={`${item.player}|${item.team ?? ''}`} className="fantasy-list__item">
          <span className="fantasy-list__main">
            <strong>{item.player}</strong> {item.team && <span className="fantasy-muted">({item.team})</span>}
            {item.note && <span className="fantasy-list__note">{item.note}</span>}
          </span>
          {item.status && <span className={statusClass(item.status)}>{item.status}</span>}
        </li>
      ))}
    </ul>
  );
}

function teamForm(match: Match): ReactNode {
  const form = match.teamForm;
  if (!form) return null;
  return (
    <div className="fantasy-form">
      {[form.teama, form.teamb].map((side, i) => (
        <div key={i} className="fantasy-form__row">
          <span className="fantasy-form__team">{side.name}</span>
          <ol className="fantasy-form__chips" aria-label={`${side.name} last ${side.form.length} results, latest last`}>
            {side.form.map((result, j) => {
              const r = result.toUpperCase();
              const kind = r === 'W' ? 'win' : r === 'L' ? 'loss' : 'none';
              return (
                <li key={j} className={`form-chip form-chip--${kind}`} title={r === 'W' ? 'Won' : r === 'L' ? 'Lost' : 'No result'}>
                  {r}
                </li>
              );
            })}
          </ol>
        </div>
      ))}
    </div>
  );
}

function pitch(match: Match): ReactNode {
  const p = match.pitch;
  if (!p) return null;
  return (
    <>
      <dl className="fantasy-stats">
        {p.type && <Stat label="Pitch" value={p.type} />}
        {p.suits && <Stat label="Suits" value={p.suits} />}
        {p.avgFirstInnings != null && <Stat label="Avg 1st innings" value={p.avgFirstInnings} />}
      </dl>
      {p.report && <p className="fantasy-text">{p.report}</p>}
    </>
  );
}

function captains(match: Match): ReactNode {
  const picks = [
    { badge: 'C', label: 'Captain', pick: match.c_vc?.c },
    { badge: 'VC', label: 'Vice-captain', pick: match.c_vc?.vc },
  ].filter((p) => p.pick?.name);
  if (picks.length === 0) return null;
  const players = [...(match.teams?.teama.playing11 ?? []), ...(match.teams?.teamb.playing11 ?? [])];
  return (
    <ul className="fantasy-captains">
      {picks.map(({ badge, label, pick }) => {
        const known = players.find((p) => sameName(p.name, pick?.name));
        const team = (pick && 'team' in pick ? pick.team : null) ?? known?.team;
        return (
          <li key={badge} className="fantasy-captain">
            <span className={`captain-badge captain-badge--${badge.toLowerCase()}`} aria-label={label} title={label}>
              {badge}
            </span>
            <span className="fantasy-captain__who">
              <span className="fantasy-captain__label">{label}</span>
              <strong className="fantasy-captain__name">{pick?.name}</strong>
              {(team || known) && <span className="fantasy-muted">{[team, known ? roleShort(known) : null].filter(Boolean).join(' · ')}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function weather(match: Match): ReactNode {
  const w = match.weather;
  if (!w) return null;
  const items: [string, string | null][] = [
    ['Temperature', withUnit(w.temp, '°C')],
    ['Humidity', withUnit(w.humidity, '%')],
    ['Wind', withUnit(w.wind_speed, ' km/h')],
  ];
  const shown = items.filter(([, v]) => v);
  if (shown.length === 0) return null;
  return (
    <dl className="fantasy-stats">
      {shown.map(([label, value]) => (
        <Stat key={label} label={label} value={value} />
      ))}
    </dl>
  );
}

function avoidable(match: Match): ReactNode {
  if (match.avoidablePlayers.length === 0) return null;
  return (
    <ul className="fantasy-list">
      {match.avoidablePlayers.map((p) => (
        <li key={`${p.pid ?? p.name}`} className="fantasy-list__item">
          <span className="fantasy-list__main">
            <strong>{p.name}</strong> {p.team && <span className="fantasy-muted">({p.team})</span>}
            {p.reason && <span className="fantasy-list__note">{p.reason}</span>}
          </span>
          <span className="fantasy-role">{roleShort(p)}</span>
        </li>
      ))}
    </ul>
  );
}

function playerStats(match: Match): ReactNode {
  if (match.playerStats.length === 0) return null;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label="Player stats table">
      <table className="fantasy-table">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Team</th>
            <th scope="col">M</th>
            <th scope="col">Runs</th>
            <th scope="col">Wkts</th>
            <th scope="col">Avg pts</th>
          </tr>
        </thead>
        <tbody>
          {match.playerStats.map((p) => (
            <tr key={`${p.pid ?? p.name}`}>
              <th scope="row">{p.name}</th>
              <td>{p.team}</td>
              <td>{p.matches}</td>
              <td>{p.runs}</td>
              <td>{p.wickets}</td>
              <td>{p.avgPoints}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const RENDERERS: Record<string, (match: Match) => ReactNode> = {
  'match-info': matchInfo,
  'match-teams': matchTeams,
  injury,
  'team-form': teamForm,
  'pitch-report': pitch,
  'captain-vice-captain': captains,
  'weather-report': weather,
  'avoidable-players': avoidable,
  'player-stats': playerStats,
};

const DEFAULT_HEADINGS: Record<string, string> = {
  'match-info': 'Match Details',
  'match-teams': 'Probable Playing XIs',
  injury: 'Injury News',
  'team-form': 'Team Form',
  'pitch-report': 'Pitch Report',
  'captain-vice-captain': 'Captain and Vice-Captain',
  'weather-report': 'Weather Report',
  'avoidable-players': 'Players to Avoid',
  'player-stats': 'Player Stats',
};

/** Ids this page draws from match data (SPEC section 2, known custom block ids). */
export const KNOWN_BLOCK_IDS: ReadonlySet<string> = new Set(Object.keys(RENDERERS));

/** The block drawn from the match data, or null when the data for it is missing or empty. */
export function renderFantasyBlock(match: Match, block: { id: string; heading: string }): ReactNode {
  const body = RENDERERS[block.id]?.(match);
  if (!body) return null;
  return (
    <Block key={block.id} id={block.id} heading={block.heading || DEFAULT_HEADINGS[block.id] || block.id}>
      {body}
    </Block>
  );
}
