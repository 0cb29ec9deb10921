// A small hand-built world for the live engine's tests: two full squads, one series, a few
// fixtures of each format. Used while (and where) the full world builder is not what a test needs.
import { Rng } from '../../../sim/rng';
import type {
  MatchFormat, PlayerRole, SimFixture, SimPlayer, SimSeries, SimTeam, SimVenue, World,
} from '../../../sim/world/types';

export const T0 = Date.UTC(2026, 6, 10, 14, 0, 0);
export const BALL_MS = 4000;

const ROLES: PlayerRole[] = ['bat', 'bat', 'bat', 'bat', 'wk', 'all', 'all', 'bowl', 'bowl', 'bowl', 'bowl', 'bat', 'bowl', 'all', 'bat', 'bowl'];

function squad(teamId: number, names: string[], rng: Rng): SimPlayer[] {
  return names.map((name, i) => {
    const role = ROLES[i] ?? 'bat';
    const bowls = role === 'bowl' || role === 'all';
    const kind = bowls ? (i % 3 === 0 ? 'spin' : 'pace') : 'none';
    return {
      pid: teamId * 100 + i + 1, name, short_name: name, slug: name.toLowerCase().replace(/\s+/g, '-'),
      team_id: teamId, role, playing_role: role,
      batting_style: 'Right-hand bat', bowling_style: kind === 'spin' ? 'Right-arm offbreak' : 'Right-arm fast',
      birthdate: '1995-01-01', birthplace: 'Somewhere', country: 'India', is_international: true,
      batting_skill: role === 'bowl' ? 0.2 + rng.next() * 0.15 : role === 'all' ? 0.5 + rng.next() * 0.2 : 0.6 + rng.next() * 0.3,
      bowling_skill: bowls ? 0.6 + rng.next() * 0.3 : 0.1 + rng.next() * 0.2,
      bowler_kind: kind,
    };
  });
}

const IND = ['Rohit Sharma', 'Shubman Gill', 'Virat Kohli', 'Shreyas Iyer', 'Rishabh Pant', 'Hardik Pandya', 'Ravindra Jadeja',
  'Kuldeep Yadav', 'Jasprit Bumrah', 'Mohammed Siraj', 'Arshdeep Singh', 'KL Rahul', 'Axar Patel', 'Washington Sundar', 'Yashasvi Jaiswal'];
const AUS = ['Travis Head', 'Mitchell Marsh', 'Steven Smith', 'Marnus Labuschagne', 'Alex Carey', 'Glenn Maxwell', 'Cameron Green',
  'Pat Cummins', 'Mitchell Starc', 'Adam Zampa', 'Josh Hazlewood', 'Josh Inglis', 'Nathan Lyon', 'Marcus Stoinis', 'Matt Short'];

export function smallWorld(seed = 7, ballMs = BALL_MS): World {
  const rng = new Rng(seed);
  const venue: SimVenue = { venue_id: 9, name: 'Wankhede Stadium', location: 'Mumbai', country: 'India' };
  const teams: SimTeam[] = [
    { team_id: 1, name: 'India', short_name: 'IND', slug: 'india', kind: 'international', colors: ['#00f', '#fff'], country: 'India', players: squad(1, IND, rng) },
    { team_id: 2, name: 'Australia', short_name: 'AUS', slug: 'australia', kind: 'international', colors: ['#ff0', '#060'], country: 'Australia', players: squad(2, AUS, rng) },
  ];
  const series: SimSeries[] = [
    { cid: 50, title: 'Australia tour of India 2026', abbr: 'AUS in IND', slug: 'australia-tour-of-india-2026-50', game_format: 'ODI', category: 'international', date_start: '2026-07-01', date_end: '2026-07-30', team_ids: [1, 2], show_pointtable: false },
  ];
  const formats: MatchFormat[] = ['T20I', 'ODI', 'TEST', 'T10', 'T20I', 'T20I'];
  const fixtures: SimFixture[] = formats.map((format, i) => ({
    match_id: 87000 + i + 1, cid: 50, match_number: i + 1, format, teama_id: i % 2 === 0 ? 1 : 2, teamb_id: i % 2 === 0 ? 2 : 1,
    venue, startMs: T0 + i * 3_600_000, cancelled: i === 5, featured: i === 0,
  }));
  const players = new Map(teams.flatMap((t) => t.players).map((p) => [p.pid, p]));
  return {
    config: { seed, ballMs, publicUrl: 'http://sim.test', secret: 'test-secret' },
    teams, series, venues: [venue],
    team: (id) => teams.find((t) => t.team_id === id),
    player: (pid) => players.get(pid),
    seriesById: (cid) => series.find((s) => s.cid === cid),
    fixturesBetween: (from, to) => fixtures.filter((f) => f.startMs >= from && f.startMs < to),
    fixture: (id) => fixtures.find((f) => f.match_id === id),
  };
}
