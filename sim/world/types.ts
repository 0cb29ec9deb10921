// The simulator's internal model of the cricket world. Routes turn these into the upstream's wire
// shapes (SPEC.md section 3, Entity Sport conventions); nothing here is sent as it is.

export type PlayerRole = 'bat' | 'bowl' | 'all' | 'wk';

/** Format labels as the upstream writes them on a match (`format`) and a series (`game_format`). */
export type MatchFormat = 'T20' | 'T20I' | 'ODI' | 'TEST' | 'T10' | 'Women T20' | 'Women ODI' | 'First Class';

export interface SimVenue {
  venue_id: number;
  name: string;
  location: string;
  country: string;
}

export interface SimPlayer {
  pid: number;
  name: string;
  short_name: string;
  slug: string;
  team_id: number;
  role: PlayerRole;
  /** Entity Sport style: 'bat', 'bowl', 'all', 'wk'. */
  playing_role: PlayerRole;
  batting_style: string;
  bowling_style: string;
  birthdate: string; // YYYY-MM-DD
  birthplace: string;
  country: string;
  is_international: boolean;
  /** 0..1: how good a batter / bowler; drives the live engine's outcomes. */
  batting_skill: number;
  bowling_skill: number;
  /** Bowling kind for commentary and overs allocation. */
  bowler_kind: 'pace' | 'spin' | 'none';
}

export interface SimTeam {
  team_id: number;
  name: string;
  short_name: string;
  slug: string;
  kind: 'international' | 'franchise';
  /** Brand colours used by the generated SVG logo. */
  colors: [string, string];
  country: string;
  /** Full squad, 15 to 18 players, in batting order for the first 11. */
  players: SimPlayer[];
}

export interface SimSeries {
  cid: number;
  title: string;
  abbr: string;
  slug: string; // e.g. 'indian-premier-league-2026-129413'
  game_format: MatchFormat;
  category: 'international' | 'domestic' | 'women' | 'league';
  date_start: string; // YYYY-MM-DD
  date_end: string;
  team_ids: number[];
  show_pointtable: boolean;
}

export interface SimFixture {
  match_id: number;
  cid: number;
  /** 1-based number within the series: subtitle '5th Match'. */
  match_number: number;
  format: MatchFormat;
  teama_id: number;
  teamb_id: number;
  venue: SimVenue;
  /** Scheduled start, epoch ms. */
  startMs: number;
  cancelled: boolean;
  featured: boolean;
}

export interface SimConfig {
  seed: number;
  /** Sim milliseconds between two deliveries of a live match. */
  ballMs: number;
  /** Origin the simulator is reached at; image URLs are absolute under it. */
  publicUrl: string;
  /** The shared HMAC secret the edge signs with. */
  secret: string;
}

/** The whole generated world: built once from the seed (sim/world/world.ts), read by every route. */
export interface World {
  config: SimConfig;
  teams: SimTeam[];
  series: SimSeries[];
  venues: SimVenue[];
  team(teamId: number): SimTeam | undefined;
  player(pid: number): SimPlayer | undefined;
  seriesById(cid: number): SimSeries | undefined;
  /** Every fixture (fixed calendar and rolling live slots) starting in [fromMs, toMs), by start. */
  fixturesBetween(fromMs: number, toMs: number): SimFixture[];
  /** Any fixture by id, rolling ones included; undefined for an unknown id. */
  fixture(matchId: number): SimFixture | undefined;
}

/** What the simulator's route modules are built from. */
export interface SimContext {
  config: SimConfig;
  world: World;
  /** The sim clock's now(), epoch ms. */
  now(): number;
}
