import { describe, expect, it } from 'vitest';
import { z } from '../../../shared/zod';
import { AnyMatchSchema, MatchSchema, MatchStatusSchema, SeriesMatchSchema } from '../../../shared/schemas/match';

const team = (team_id: number | string, name: string, short_name: string) => ({ team_id, name, short_name });

const minimal = {
  match_id: 87006,
  title: 'India vs Australia',
  status: 'Scheduled',
  slug: 'india-vs-australia-3rd-odi-87006',
  teama: team(25, 'India', 'IND'),
  teamb: team(5, 'Australia', 'AUS'),
};

const live = {
  ...minimal,
  match_id: '87006',
  status: 'Live',
  short_title: 'IND vs AUS',
  subtitle: '3rd ODI',
  status_note: '<b>India need 20 runs</b>',
  date_start_utc: '2026-11-05 08:00:00',
  dateStrings: { string1: 'Today', string2: '1:30 PM' },
  format: 'ODI',
  game_state: '3',
  teama: { ...team('25', 'India', 'IND'), scores: '187/6', overs: 38.2, max_overs: '50', win_per: '64.5' },
  teamb: { ...team(5, 'Australia', 'AUS'), scores: '206/10', overs: '49.4' },
  venue: 'Wankhede Stadium',
  venue_id: '12',
  toss: { text: 'India elected to bowl', winner: '25', decision: 'bowl' },
  cid: '129413',
  show_pointtable: '1',
  is_featured: 1,
  live_inning_number: '2',
  man_of_the_match: '',
  tie_per: '1.2',
  runrate: '4.88',
  articles: [{ islive: 1, slug: 'ind-vs-aus-live', id: '3674' }, { slug: '' }],
  batting_team_id: 25,
  broadcaster: 'Star',
};

describe('MatchSchema', () => {
  it('accepts a scheduled match with only the fields the app relies on', () => {
    const match = MatchSchema.parse(minimal);
    expect(match.status).toBe('Scheduled');
    expect(match.articles).toEqual([]);
    expect(match.show_pointtable).toBe(false);
    expect(match.is_featured).toBe(false);
  });

  it('reads numeric strings in ids, scores and percentages', () => {
    const match = MatchSchema.parse(live);
    expect(match.match_id).toBe(87006);
    expect(match.teama.team_id).toBe(25);
    expect(match.teama.overs).toBe('38.2');
    expect(match.teama.max_overs).toBe(50);
    expect(match.teama.win_per).toBe(64.5);
    expect(match.cid).toBe(129413);
    expect(match.tie_per).toBe(1.2);
    expect(match.runrate).toBe(4.88);
    expect(match.live_inning_number).toBe(2);
  });

  it('keeps score text as written', () => {
    expect(MatchSchema.parse(live).teamb.scores).toBe('206/10');
  });

  it('reads flags sent as 1 or "1"', () => {
    const match = MatchSchema.parse(live);
    expect(match.show_pointtable).toBe(true);
    expect(match.is_featured).toBe(true);
  });

  it('reads a venue or toss given as text into an object', () => {
    const match = MatchSchema.parse({ ...live, toss: 'India won the toss' });
    expect(match.venue).toEqual({ name: 'Wankhede Stadium' });
    expect(match.toss).toEqual({ text: 'India won the toss' });
  });

  it('reads a man of the match not yet awarded as null, and a name as an object', () => {
    expect(MatchSchema.parse(live).man_of_the_match).toBeNull();
    expect(MatchSchema.parse({ ...live, man_of_the_match: 'V Kohli' }).man_of_the_match).toEqual({ name: 'V Kohli' });
  });

  it('keeps well-formed article links and drops broken ones', () => {
    expect(MatchSchema.parse(live).articles).toEqual([{ islive: true, slug: 'ind-vs-aus-live', id: 3674 }]);
  });

  it('passes unknown fields through', () => {
    expect(MatchSchema.parse(live).broadcaster).toBe('Star');
  });

  it('reads Entity Sport status codes as status names', () => {
    const status = (code: number | string) => MatchSchema.parse({ ...minimal, status: code }).status;
    expect([status(1), status('2'), status(3), status('4')]).toEqual(['Scheduled', 'Completed', 'Live', 'Cancelled']);
  });

  it('rejects an unknown status', () => {
    expect(MatchSchema.safeParse({ ...minimal, status: 'Abandoned' }).success).toBe(false);
    expect(MatchSchema.safeParse({ ...minimal, status: 5 }).success).toBe(false);
  });

  it('rejects a match without a match_id or with a non-numeric one', () => {
    const { match_id: _id, ...noId } = minimal;
    expect(MatchSchema.safeParse(noId).success).toBe(false);
    expect(MatchSchema.safeParse({ ...minimal, match_id: 'abc' }).success).toBe(false);
  });

  it('rejects a match without a team', () => {
    const { teamb: _teamb, ...oneTeam } = minimal;
    expect(MatchSchema.safeParse(oneTeam).success).toBe(false);
  });

  it('can be extended, as the match centre does', () => {
    const Detail = z.extend(MatchSchema, { info: MatchSchema.shape.dateStrings });
    expect(Detail.parse({ ...minimal, info: { string1: 'x' } }).info?.string1).toBe('x');
  });

  it('parses its own output to the same value', () => {
    const once = MatchSchema.parse(live);
    expect(MatchSchema.parse(once)).toEqual(once);
  });
});

describe('MatchStatusSchema', () => {
  it('lists the four statuses', () => {
    expect(MatchStatusSchema.options).toEqual(['Scheduled', 'Live', 'Completed', 'Cancelled']);
  });
});

describe('SeriesMatchSchema', () => {
  const { teama, teamb, ...rest } = minimal;
  const seriesVariant = { ...rest, team_a: teama, team_b: teamb, match_format: 'T20' };

  it('reads team_a, team_b and match_format into the usual match shape', () => {
    const match = SeriesMatchSchema.parse(seriesVariant);
    expect(match.teama.name).toBe('India');
    expect(match.teamb.short_name).toBe('AUS');
    expect(match.format).toBe('T20');
    expect('team_a' in match).toBe(false);
  });

  it('is accepted, like the usual shape, by AnyMatchSchema', () => {
    expect(AnyMatchSchema.parse(seriesVariant).teama.team_id).toBe(25);
    expect(AnyMatchSchema.parse(minimal).teama.team_id).toBe(25);
  });
});
