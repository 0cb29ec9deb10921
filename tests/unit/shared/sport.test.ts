import { describe, expect, it } from 'vitest';
import { FantasyMatchSchema } from '../../../shared/schemas/fantasy';
import { PlayerStatsSchema } from '../../../shared/schemas/player';
import { RankingSchema } from '../../../shared/schemas/ranking';
import { TeamListItemSchema, TeamPlayersSchema, TeamSchema } from '../../../shared/schemas/team';

describe('TeamListItemSchema', () => {
  it('keeps the upstream spelling short_nname', () => {
    const team = TeamListItemSchema.parse({ slug: 'india-25', name: 'India', short_nname: 'IND', logo: 'x.png' });
    expect(team.short_nname).toBe('IND');
  });

  it('reads a correctly spelt short_name into short_nname', () => {
    const team = TeamListItemSchema.parse({ slug: 'india-25', name: 'India', short_name: 'IND' });
    expect(team.short_nname).toBe('IND');
    expect('short_name' in team).toBe(false);
  });

  it('rejects a team without a slug', () => {
    expect(TeamListItemSchema.safeParse({ name: 'India' }).success).toBe(false);
  });
});

describe('TeamSchema', () => {
  it('reads a team with a string id', () => {
    expect(TeamSchema.parse({ team_id: '25', name: 'India' }).team_id).toBe(25);
  });
});

describe('TeamPlayersSchema', () => {
  it('groups players by role and reads a missing role as empty', () => {
    const squad = TeamPlayersSchema.parse({
      bat: [{ name: 'V Kohli', playing_role: 'bat', is_international: 1 }],
      bowl: null,
    });
    expect(squad.bat[0]?.is_international).toBe(true);
    expect(squad.bowl).toEqual([]);
    expect(squad.wk).toEqual([]);
  });
});

describe('RankingSchema', () => {
  it('reads player and team rankings per format, missing formats as empty', () => {
    const ranking = RankingSchema.parse({
      batsmen: { t20: [{ rank: '1', player: 'S Yadav', team: 'IND', rating: '865', pid: 11 }] },
      bowlers: {},
      allrounders: { odi: [] },
      teams: { test: [{ rank: 1, team: 'Australia', rating: 124, points: '3000', matches: 24, tid: '5' }] },
    });
    expect(ranking.batsmen.t20[0]?.rating).toBe(865);
    expect(ranking.bowlers.odi).toEqual([]);
    expect(ranking.teams.test[0]?.tid).toBe(5);
  });
});

describe('FantasyMatchSchema', () => {
  const fantasy = { match_id: '87006', teama_name: 'India', teamb_name: 'Australia' };

  it('reads news given as one article or several into a list', () => {
    const article = { id: 1, title: 'Dream11', slug: 'dream11' };
    expect(FantasyMatchSchema.parse({ ...fantasy, news: article }).news).toHaveLength(1);
    expect(FantasyMatchSchema.parse({ ...fantasy, news: [article, article] }).news).toHaveLength(2);
    expect(FantasyMatchSchema.parse(fantasy).news).toEqual([]);
  });

  it('rejects a fantasy match without a match_id', () => {
    expect(FantasyMatchSchema.safeParse({ teama_name: 'India', teamb_name: 'Australia' }).success).toBe(false);
  });
});

describe('PlayerStatsSchema', () => {
  it('reads the player and stats per format, keeping cells as display text', () => {
    const parsed = PlayerStatsSchema.parse({
      player: {
        name: 'V Kohli',
        country: { name: 'India', image: 'in.png' },
        info: { birthdate: '1988-11-05', age: 38, battingRole: 'Top order' },
      },
      stats: {
        batting: { odi: { matches: 295, runs: '13906', highest: '183*', average: 58.18 }, test: null },
        bowling: { t20i: { wickets: '4', bestinning: '1/13', average: '-' } },
      },
    });
    expect(parsed.player.info?.age).toBe('38');
    expect(parsed.stats.batting?.odi?.highest).toBe('183*');
    expect(parsed.stats.batting?.odi?.matches).toBe('295');
    expect(parsed.stats.batting?.test).toBeNull();
    expect(parsed.stats.bowling?.t20i?.average).toBe('-');
    expect(parsed.stats.bowling?.lista).toBeUndefined();
  });
});
