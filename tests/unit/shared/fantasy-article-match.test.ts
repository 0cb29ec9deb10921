import { describe, expect, it } from 'vitest';
import { ArticleSchema } from '../../../shared/schemas/article';
import { FantasyArticleMatchSchema } from '../../../shared/schemas/fantasy-article-match';

const player = (name: string, role = 'bat') => ({ pid: 1, name, team: 'IND', role, credits: 9 });

const match = {
  matchInfo: { match_id: 87006, title: 'India vs Australia', subtitle: '1st Match', series: 'Test Cup', format: 'T20', date_start: '2026-11-05T14:00:00Z', venue: 'Wankhede', city: 'Mumbai' },
  teams: {
    teama: { team_id: 1, name: 'India', short_name: 'IND', logo: '/t/1.svg', playing11: [player('A One'), player('B Two', 'wk')] },
    teamb: { team_id: 2, name: 'Australia', short_name: 'AUS', logo: '/t/2.svg', playing11: [player('C Three', 'bowl')] },
  },
  injuryNews: [{ team: 'IND', player: 'D Four', status: 'Out', note: 'Hamstring' }],
  teamForm: { teama: { name: 'IND', form: ['W', 'L'] }, teamb: { name: 'AUS', form: ['NR'] } },
  pitch: { type: 'Batting', suits: 'Pace', avgFirstInnings: 172, report: 'Flat.' },
  c_vc: { c: player('A One'), vc: player('C Three') },
  weather: { temp: 28, humidity: 60, wind_speed: 12 },
  avoidablePlayers: [{ ...player('E Five'), reason: 'Out of form' }],
  fantasyTeams: [{ title: 'Team 1', captain: 'A One', vice_captain: 'C Three', players: [player('A One'), player('C Three')] }],
  playerStats: [{ pid: 1, name: 'A One', team: 'IND', matches: 10, runs: 300, wickets: 0, avgPoints: 50 }],
};

describe('FantasyArticleMatchSchema', () => {
  it('reads every section the fantasy blocks are drawn from', () => {
    const parsed = FantasyArticleMatchSchema.parse(match);
    expect(parsed.teams?.teama.playing11.map((p) => p.name)).toEqual(['A One', 'B Two']);
    expect(parsed.teamForm?.teama.form).toEqual(['W', 'L']);
    expect(parsed.weather).toEqual({ temp: '28', humidity: '60', wind_speed: '12' });
    expect(parsed.c_vc?.c?.name).toBe('A One');
    expect(parsed.fantasyTeams[0]?.players).toHaveLength(2);
    expect(parsed.playerStats[0]?.runs).toBe(300);
  });

  it('costs a broken section that section only, and a broken item that item only', () => {
    const parsed = FantasyArticleMatchSchema.parse({
      ...match,
      teams: 'not an object',
      pitch: [1, 2],
      c_vc: { c: 'Bare Name', vc: { nope: true } },
      injuryNews: [{ player: '' }, { player: 'Kept', status: 'Doubtful' }],
      fantasyTeams: [{ title: 'No players', players: [{ role: 'bat' }, player('Kept')] }],
    });
    expect(parsed.teams).toBeNull();
    expect(parsed.pitch).toBeNull();
    expect(parsed.c_vc).toEqual({ c: { name: 'Bare Name' }, vc: null });
    expect(parsed.injuryNews.map((i) => i.player)).toEqual(['Kept']);
    expect(parsed.fantasyTeams[0]?.players.map((p) => p.name)).toEqual(['Kept']);
    expect(parsed.matchInfo?.venue).toBe('Wankhede');
  });

  it('never fails the article for its match data', () => {
    const article = ArticleSchema.parse({ id: 1, title: 'T', slug: 's', type: 'fantasy', match: 'garbage' });
    expect(article.match).toBeNull();
    expect(ArticleSchema.parse({ id: 1, title: 'T', slug: 's', match: { teamForm: { teama: 5 } } }).match?.teamForm).toBeNull();
  });

  it('re-parses its own output unchanged', () => {
    const once = FantasyArticleMatchSchema.parse(match);
    expect(FantasyArticleMatchSchema.parse(once)).toEqual(once);
  });
});
