import { describe, expect, it } from 'vitest';
import type { Match } from '../../../shared/schemas/match';
import { landingMatchTab, visibleMatchTabs } from '../../../web/src/features/match-centre/match-tabs';

function match(overrides: Partial<Match>): Match {
  return { status: 'Live', format: 'T20I', show_pointtable: false, articles: [], ...overrides } as Match;
}
const keys = (m: Match) => visibleMatchTabs(m).map((t) => t.key);
const liveBlog = { id: 1, slug: 'live', islive: true } as unknown as Match['articles'][number];

describe('the match-centre tab model (SPEC section 2)', () => {
  it('shows a live limited-overs match every tab but Live Blog and Point Table, in the spec order', () => {
    expect(keys(match({}))).toEqual(['commentary', 'scorecard', 'highlights', 'playing11', 'squads', 'livestats', 'news', 'fantasy', 'matchinfo', 'videos', 'seriesstats']);
  });

  it('shows a Scheduled match only liveblog, matchinfo, fantasy, pointtable and seriesstats', () => {
    expect(keys(match({ status: 'Scheduled', show_pointtable: true, articles: [liveBlog] }))).toEqual(['liveblog', 'pointtable', 'fantasy', 'matchinfo', 'seriesstats']);
    expect(keys(match({ status: 'Scheduled' }))).toEqual(['fantasy', 'matchinfo', 'seriesstats']);
  });

  it('shows a Completed match the play tabs too', () => {
    expect(keys(match({ status: 'Completed' }))).toEqual(expect.arrayContaining(['commentary', 'scorecard', 'livestats']));
  });

  it('shows Point Table only with show_pointtable, and Live Blog only with a live article', () => {
    expect(keys(match({ show_pointtable: true }))).toContain('pointtable');
    expect(keys(match({ articles: [{ ...liveBlog, islive: false }] }))).not.toContain('liveblog');
    expect(keys(match({ articles: [liveBlog] }))[0]).toBe('liveblog');
  });

  it('hides Live Stats for Test and first-class matches, and sends a Test there to matchinfo', () => {
    expect(keys(match({ format: 'Test' }))).not.toContain('livestats');
    expect(keys(match({ format: 'First Class' }))).not.toContain('livestats');
    expect(landingMatchTab(match({ format: 'Test' }), 'livestats')).toBe('matchinfo');
    expect(landingMatchTab(match({ format: 'ODI' }), 'livestats')).toBe('livestats');
  });

  it('sends an unknown tab, or a play tab before the toss, to matchinfo', () => {
    expect(landingMatchTab(match({}), 'bogus')).toBe('matchinfo');
    expect(landingMatchTab(match({}), undefined)).toBe('matchinfo');
    expect(landingMatchTab(match({ status: 'Scheduled' }), 'commentary')).toBe('matchinfo');
  });
});
