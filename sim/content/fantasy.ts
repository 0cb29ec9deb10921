// Fantasy tips for a real fixture: the `match` data behind the article page's known custom blocks
// (SPEC.md section 2, Article page), built from the two squads so every pick is a real player.
import { media } from '../media/urls';
import { ordinal } from '../live/cricket-text';
import type { Rng } from '../rng';
import type { PlayerRole, SimFixture, SimPlayer, SimTeam, World } from '../world/types';
import type { CustomBlock } from './article-model';
import { AD_PLACEHOLDER } from './article-body';
import { escapeHtml } from './text';

export interface FantasyPick {
  pid: number;
  name: string;
  team: string;
  role: PlayerRole;
  credits: number;
}

export interface FantasyTeamSide {
  team_id: number;
  name: string;
  short_name: string;
  logo: string;
  playing11: FantasyPick[];
}

export interface FantasyMatchData {
  matchInfo: { match_id: number; title: string; subtitle: string; series: string; format: string; date_start: string; venue: string; city: string };
  teams: { teama: FantasyTeamSide; teamb: FantasyTeamSide };
  injuryNews: { team: string; player: string; status: 'Out' | 'Doubtful' | 'Available'; note: string }[];
  teamForm: { teama: { name: string; form: ('W' | 'L' | 'NR')[] }; teamb: { name: string; form: ('W' | 'L' | 'NR')[] } };
  pitch: { type: 'Batting' | 'Bowling' | 'Balanced'; suits: 'Pace' | 'Spin' | 'Both'; avgFirstInnings: number; report: string };
  /** One captain and one vice-captain pick; the body names two more options for each. */
  c_vc: { c: FantasyPick; vc: FantasyPick };
  weather: { temp: number; humidity: number; wind_speed: number };
  avoidablePlayers: (FantasyPick & { reason: string })[];
  fantasyTeams: { title: string; captain: string; vice_captain: string; players: FantasyPick[] }[];
  playerStats: { pid: number; name: string; team: string; matches: number; runs: number; wickets: number; avgPoints: number }[];
}

/** The known custom block ids in page order, with the headings the article body uses. */
export const FANTASY_BLOCKS: readonly { id: string; heading: string }[] = [
  { id: 'match-info', heading: 'Match Details' },
  { id: 'match-teams', heading: 'Probable Playing XIs' },
  { id: 'injury', heading: 'Injury News' },
  { id: 'team-form', heading: 'Team Form' },
  { id: 'pitch-report', heading: 'Pitch Report' },
  { id: 'captain-vice-captain', heading: 'Captain and Vice-Captain Picks' },
  { id: 'weather-report', heading: 'Weather Report' },
  { id: 'avoidable-players', heading: 'Players to Avoid' },
  { id: 'player-stats', heading: 'Player Stats' },
];

function pick(rng: Rng, p: SimPlayer, team: SimTeam): FantasyPick {
  const skill = Math.max(p.batting_skill, p.bowling_skill);
  return { pid: p.pid, name: p.name, team: team.short_name, role: p.playing_role, credits: Math.round((7 + skill * 3.5 + rng.next() * 0.5) * 2) / 2 };
}

function side(world: World, rng: Rng, team: SimTeam): FantasyTeamSide {
  return {
    team_id: team.team_id,
    name: team.name,
    short_name: team.short_name,
    logo: media.team(world.config, team.team_id),
    playing11: team.players.slice(0, 11).map((p) => pick(rng, p, team)),
  };
}

function form(rng: Rng): ('W' | 'L' | 'NR')[] {
  return Array.from({ length: 5 }, () => rng.weighted(['W', 'L', 'NR'] as const, [5, 4, 1]));
}

/** Eleven from 22 by credits with at least one of each role, the way fantasy apps require. */
function dreamTeam(rng: Rng, pool: FantasyPick[]): FantasyPick[] {
  const sorted = rng.shuffle(pool).sort((a, b) => b.credits - a.credits);
  const chosen: FantasyPick[] = [];
  for (const role of ['wk', 'bat', 'all', 'bowl'] as const) {
    const first = sorted.find((p) => p.role === role && !chosen.includes(p));
    if (first) chosen.push(first);
  }
  for (const p of sorted) {
    if (chosen.length >= 11) break;
    if (!chosen.includes(p)) chosen.push(p);
  }
  return chosen;
}

export function fantasyMatchData(world: World, fixture: SimFixture, teamA: SimTeam, teamB: SimTeam, rng: Rng): FantasyMatchData {
  const series = world.seriesById(fixture.cid);
  const a = side(world, rng, teamA);
  const b = side(world, rng, teamB);
  const pool = [...a.playing11, ...b.playing11];
  const byCredits = [...pool].sort((x, y) => y.credits - x.credits || x.pid - y.pid);
  const injured = [...teamA.players.slice(11), ...teamB.players.slice(11)];
  const teams = [dreamTeam(rng, pool), dreamTeam(rng, pool)];
  const pitchType = rng.pick(['Batting', 'Bowling', 'Balanced'] as const);
  const top = (i: number): FantasyPick => byCredits[i] ?? { pid: 0, name: 'TBA', team: '', role: 'bat', credits: 0 };
  return {
    matchInfo: {
      match_id: fixture.match_id,
      title: `${teamA.name} vs ${teamB.name}`,
      subtitle: `${ordinal(fixture.match_number)} Match`,
      series: series?.title ?? '',
      format: fixture.format,
      date_start: new Date(fixture.startMs).toISOString(),
      venue: fixture.venue.name,
      city: fixture.venue.location,
    },
    teams: { teama: a, teamb: b },
    injuryNews: injured.slice(0, rng.int(1, 3)).map((p) => ({
      team: world.team(p.team_id)?.short_name ?? '',
      player: p.name,
      status: rng.pick(['Out', 'Doubtful', 'Available'] as const),
      note: rng.pick(['Hamstring strain', 'Recovering from a finger injury', 'Managed workload', 'Illness', 'Back spasm']),
    })),
    teamForm: { teama: { name: teamA.short_name, form: form(rng) }, teamb: { name: teamB.short_name, form: form(rng) } },
    pitch: {
      type: pitchType,
      suits: rng.pick(['Pace', 'Spin', 'Both'] as const),
      avgFirstInnings: fixture.format === 'ODI' || fixture.format === 'Women ODI' ? rng.int(240, 310) : rng.int(145, 190),
      report: `${fixture.venue.name} has been a ${pitchType.toLowerCase()} track this season; expect ${rng.pick(['early movement for the seamers', 'turn in the second half', 'a high-scoring contest', 'true bounce throughout'])}.`,
    },
    c_vc: { c: top(0), vc: top(1) },
    weather: { temp: rng.int(19, 38), humidity: rng.int(35, 90), wind_speed: rng.int(4, 24) },
    avoidablePlayers: byCredits.slice(-3).map((p) => ({ ...p, reason: rng.pick(['Out of form', 'Unlikely to bowl his full quota', 'Bats too low in the order', 'Struggles in these conditions']) })),
    fantasyTeams: teams.map((players, i) => ({
      title: i === 0 ? 'Dream11 Team 1 (Small League)' : 'Dream11 Team 2 (Grand League)',
      captain: players[i]?.name ?? '',
      vice_captain: players[i + 2]?.name ?? '',
      players,
    })),
    playerStats: byCredits.slice(0, 6).map((p) => ({
      pid: p.pid,
      name: p.name,
      team: p.team,
      matches: rng.int(5, 14),
      runs: p.role === 'bowl' ? rng.int(5, 80) : rng.int(120, 520),
      wickets: p.role === 'bat' || p.role === 'wk' ? rng.int(0, 1) : rng.int(4, 22),
      avgPoints: rng.int(25, 75),
    })),
  };
}

export function fantasyCustomBlocks(data: FantasyMatchData): CustomBlock[] {
  return FANTASY_BLOCKS.map((b, i) => ({
    id: b.id,
    order: i + 1,
    heading: b.heading,
    // Team blocks carry the side's crest; the rest the home side's, as the CMS does by default.
    logo: b.id === 'match-teams' ? data.teams.teamb.logo : data.teams.teama.logo,
  }));
}

/** The prose around the blocks; each block heading appears as an anchored h2 for the contents list. */
export function fantasyBody(data: FantasyMatchData, withAd: boolean): string {
  const { matchInfo: m, teams, pitch, weather, c_vc } = data;
  const names = (ps: FantasyPick[]) => ps.map((p) => escapeHtml(p.name)).join(', ');
  const sections: Record<string, string> = {
    'match-info': `<p>${escapeHtml(`${m.title}, ${m.subtitle} of the ${m.series}, is played at ${m.venue}, ${m.city}.`)}</p>`,
    'match-teams': `<p><strong>${escapeHtml(teams.teama.name)}:</strong> ${names(teams.teama.playing11)}</p><p><strong>${escapeHtml(teams.teamb.name)}:</strong> ${names(teams.teamb.playing11)}</p>`,
    injury: `<ul>${data.injuryNews.map((i) => `<li>${escapeHtml(`${i.player} (${i.team}): ${i.status}, ${i.note}`)}</li>`).join('')}</ul>`,
    'team-form': `<p>${escapeHtml(`${data.teamForm.teama.name}: ${data.teamForm.teama.form.join(' ')}. ${data.teamForm.teamb.name}: ${data.teamForm.teamb.form.join(' ')}.`)}</p>`,
    'pitch-report': `<p>${escapeHtml(pitch.report)} Average first-innings score: ${pitch.avgFirstInnings}.</p>`,
    'captain-vice-captain': `<p><strong>Captain:</strong> ${escapeHtml(c_vc.c.name)}</p><p><strong>Vice-captain:</strong> ${escapeHtml(c_vc.vc.name)}</p><p>Other options: ${names(data.fantasyTeams[1]?.players.slice(0, 3) ?? [])}</p>`,
    'weather-report': `<p>Temperature ${weather.temp}°C, humidity ${weather.humidity}%, wind ${weather.wind_speed} km/h.</p>`,
    'avoidable-players': `<ul>${data.avoidablePlayers.map((p) => `<li>${escapeHtml(`${p.name}: ${p.reason}`)}</li>`).join('')}</ul>`,
    'player-stats':
      '<table><thead><tr><th>Player</th><th>Team</th><th>Matches</th><th>Runs</th><th>Wickets</th><th>Avg points</th></tr></thead><tbody>' +
      data.playerStats.map((p) => `<tr><td>${escapeHtml(p.name)}</td><td>${escapeHtml(p.team)}</td><td>${p.matches}</td><td>${p.runs}</td><td>${p.wickets}</td><td>${p.avgPoints}</td></tr>`).join('') +
      '</tbody></table>',
  };
  const intro = `<p>${escapeHtml(`Here are our Dream11 prediction, fantasy tips, probable playing XIs and pitch report for ${m.title}, the ${m.subtitle} of the ${m.series}.`)}</p>`;
  const parts = [intro];
  if (withAd) parts.push(AD_PLACEHOLDER);
  for (const b of FANTASY_BLOCKS) parts.push(`<h2 id="${b.id}">${escapeHtml(b.heading)}</h2>`, sections[b.id] ?? '');
  parts.push('<blockquote><p>Fantasy picks are opinions based on form and conditions. Check the final playing XIs after the toss.</p></blockquote>');
  return parts.join('\n');
}
