// Season pieces that keep every category of the More menu in content. The day's catalog files its
// articles by what they are about, so a category whose series is out of season (the IPL in
// December, a T20 World Cup between editions) can have none, and its menu item would lead to 'No
// articles found'. Such a category gets features on its series, up to MIN_CATEGORY_ARTICLES.
import { rngFor } from '../rng';
import { DAY_MS, MINUTE_MS } from '../world/dates';
import type { SimSeries, SimTeam, World } from '../world/types';
import { articleBody } from './article-body';
import { editorialFaqs } from './article-extras';
import type { ArticleRecord } from './article-model';
import { record } from './article-record';
import { NEWS_CATEGORIES, type NewsCategory } from './categories';
import { dateMs, seriesCategory, subjectFor } from './subjects';
import { fill } from './text';

/** Articles every listed category holds, on any day. */
export const MIN_CATEGORY_ARTICLES = 6;

/** The features' ids: MIN_CATEGORY_ARTICLES a category, in menu order, after the catalog's 3400-3799. */
export const FIRST_FEATURE_ID = 3800;

const TEMPLATES = [
  { title: '{series}: five things we learned', excerpt: 'Form, selection and the moments that decided it: what the {series} told us.' },
  { title: "{player}'s {series} in numbers", excerpt: 'Runs, wickets and match-ups: the season of {player} of {teamA}, told by the scorecards.' },
  { title: 'How {teamA} built their {series} campaign', excerpt: 'Retentions, roles and a plan for {venue}: inside the thinking of {teamA}.' },
  { title: '{series} team of the tournament: {player} leads the way', excerpt: 'Our XI from the {series}, with {player} and {other} among the first names picked.' },
  { title: '{teamA} vs {teamB}: the {series} rivalry that lit up {city}', excerpt: 'Two sides, one ground and a contest the {series} will be remembered for.' },
  { title: 'What next for {teamA} after the {series}?', excerpt: 'The squad, the coaching staff and the gaps {teamA} must fill before the next season.' },
] as const;

/** The features the categories short of MIN_CATEGORY_ARTICLES in `filed` need, dated before `dayStart`. */
export function categoryFeatures(world: World, dayStart: number, filed: readonly ArticleRecord[]): ArticleRecord[] {
  return NEWS_CATEGORIES.flatMap((category, index) => {
    const short = MIN_CATEGORY_ARTICLES - filed.filter((a) => a.categorySlug === category.slug).length;
    const series = short > 0 ? featuredSeries(world, category, dayStart) : null;
    const teams = series?.team_ids.map((id) => world.team(id)).filter((t): t is SimTeam => t !== undefined && t.players.length > 0) ?? [];
    if (!series || teams.length < 2) return [];
    return Array.from({ length: short }, (_, i) => feature(world, FIRST_FEATURE_ID + index * MIN_CATEGORY_ARTICLES + i, category, series, teams, dayStart));
  });
}

function feature(world: World, id: number, category: NewsCategory, series: SimSeries, teams: SimTeam[], dayStart: number): ArticleRecord {
  const rng = rngFor(world.config.seed, 'category-feature', id);
  const [teamA, teamB] = rng.shuffle(teams) as [SimTeam, SimTeam];
  const subject = subjectFor(world, rng, series, teamA, teamB);
  const template = TEMPLATES[(id - FIRST_FEATURE_ID) % TEMPLATES.length]!;
  const vars = { series: series.title, teamA: teamA.name, teamB: teamB.name, player: subject.player.name, other: subject.otherPlayer.name, venue: subject.venue?.name ?? 'home', city: subject.venue?.location ?? 'home' };
  // A few days apart over the last weeks, the newest a day or two old.
  const publishedMs = dayStart - ((id - FIRST_FEATURE_ID) % MIN_CATEGORY_ARTICLES) * 6 * DAY_MS - DAY_MS - rng.int(20, 600) * MINUTE_MS;
  return record(world, rng, {
    id, type: 'news', title: fill(template.title, vars), excerpt: fill(template.excerpt, vars), content: articleBody(rng, subject, 'feature', true).html,
    subject, categorySlug: category.slug, publishedMs, dayStart, customBlocks: [], faqs: editorialFaqs(rng, subject), matchId: null, match: null,
  });
}

/**
 * The series a category's features look back on: of the series filed under it (any series, for a
 * category filed by kind, such as Analysis), the one its title's year names ('IPL 2025'), else the
 * latest to have finished, else the latest to have begun, else the next to begin.
 */
function featuredSeries(world: World, category: NewsCategory, dayStart: number): SimSeries | null {
  const own = world.series.filter((s) => seriesCategory(s) === category.slug);
  const pool = own.length > 0 ? own : world.series;
  const year = /\b(20\d\d)\b/.exec(category.title)?.[1];
  const named = year ? pool.find((s) => s.title.includes(year)) : undefined;
  const latest = (list: SimSeries[], date: (s: SimSeries) => string) => [...list].sort((a, b) => dateMs(date(b)) - dateMs(date(a)))[0];
  return (
    named ??
    latest(pool.filter((s) => dateMs(s.date_end) < dayStart), (s) => s.date_end) ??
    latest(pool.filter((s) => dateMs(s.date_start) < dayStart), (s) => s.date_start) ??
    [...pool].sort((a, b) => dateMs(a.date_start) - dateMs(b.date_start))[0] ??
    null
  );
}
