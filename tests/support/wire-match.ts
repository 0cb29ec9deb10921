// The fields of a match, as the upstream sends them (GET /v2/matches/live and friends), that the
// browser tests read to pick a match and build its links.
export interface WireMatch {
  match_id: number;
  title: string;
  slug: string;
  tournament_slug: string;
  cid?: number | null;
  status: string;
  format?: string | null;
  live_inning_number?: number | null;
  date_start_utc?: string | null;
  /** e.g. 'Team A need 42 runs in 30 balls'. */
  status_note?: string | null;
  articles?: { islive: number; id: number; slug: string }[];
  batting_team_id?: number | null;
  teama?: WireTeam;
  teamb?: WireTeam;
}

export interface WireTeam {
  team_id: number;
  /** Overs bowled to this side, e.g. '12.3'. */
  overs?: string | null;
  /** Runs and wickets, e.g. '87/3'; for a Test, both innings. */
  scores?: string | null;
  max_overs?: number | null;
}
