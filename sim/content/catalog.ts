// The day's article catalog: ids 3400-3799 with gaps, dated over the ~90 days before the current UTC
// day, so everything is stable within a day and moves on at midnight, and the features that keep
// every category in content (3800 on, category-features.ts). Live-blog articles that follow
// live matches are not here: they change by the minute (live-blogs.ts).
import { LIVE_BLOG_ARTICLE_IDS, SPECIAL_ARTICLE_ID } from '../../shared/constants';
import { ordinal } from '../live/cricket-text';
import { media } from '../media/urls';
import { rngFor } from '../rng';
import { DAY_MS, HOUR_MS, MINUTE_MS, startOfUtcDay } from '../world/dates';
import { SLOT_ID_BASE } from '../world/live-slots';
import type { SimFixture, World } from '../world/types';
import { archiveArticles, ARCHIVE_IDS } from './archive-articles';
import { articleBody } from './article-body';
import { categoryFeatures } from './category-features';
import { editorialFaqs, fantasyFaqs } from './article-extras';
import type { ArticleRecord, ArticleType, CustomBlock } from './article-model';
import { record } from './article-record';
import { KIND_CATEGORY, TITLE_TEMPLATES } from './article-titles';
import { fantasyBody, fantasyCustomBlocks, fantasyMatchData } from './fantasy';
import { naturalCategory, pickSubject, subjectFor } from './subjects';
import { dayIndexOf, fill } from './text';

export const FIRST_ARTICLE_ID = 3400;
export const LAST_ARTICLE_ID = 3799;
const SPREAD_MS = 88 * DAY_MS;

export interface Catalog {
  dayIndex: number;
  /** Newest first. */
  articles: ArticleRecord[];
  byId: Map<number, ArticleRecord>;
}

/** Which ids exist and as what; fixed per seed so an id keeps its type from day to day. */
function slotsFor(seed: number): { id: number; type: ArticleType }[] {
  const reserved = new Set<number>([SPECIAL_ARTICLE_ID, ...LIVE_BLOG_ARTICLE_IDS, ...ARCHIVE_IDS]);
  const slots: { id: number; type: ArticleType }[] = [];
  for (let id = FIRST_ARTICLE_ID; id <= LAST_ARTICLE_ID; id++) {
    if (reserved.has(id)) continue;
    const rng = rngFor(seed, 'article-slot', id);
    if (!rng.chance(0.64)) continue;
    slots.push({ id, type: rng.weighted<ArticleType>(['news', 'fantasy', 'top_story', 'weekly_recap'], [45, 24, 23, 8]) });
  }
  return slots;
}

function editorial(world: World, id: number, type: Exclude<ArticleType, 'fantasy'>, dayStart: number, special: boolean): ArticleRecord {
  const rng = rngFor(world.config.seed, 'article', id);
  const publishedMs = dayStart - ((LAST_ARTICLE_ID + 1 - id) / (LAST_ARTICLE_ID + 1 - FIRST_ARTICLE_ID)) * SPREAD_MS - rng.int(20, 360) * MINUTE_MS;
  const subject = pickSubject(world, rng, publishedMs);
  const template = rng.pick(TITLE_TEMPLATES[type]);
  const vars = { teamA: subject.teamA.name, teamB: subject.teamB.name, teamAShort: subject.teamA.short_name, teamBShort: subject.teamB.short_name, player: subject.player.name, other: subject.otherPlayer.name, series: subject.series?.title ?? 'season', venue: subject.venue?.name ?? 'the venue', city: subject.venue?.location ?? 'home', n: rng.int(2, 9) };
  const title = special ? fill('Special Report: the making of {teamA}, from the nets to the {series}', vars) : fill(template.title, vars);
  const body = articleBody(rng, subject, special ? 'feature' : template.kind, rng.chance(0.7) || special);
  const kindCategory = KIND_CATEGORY[template.kind];
  const categorySlug = type === 'weekly_recap' ? 'records-and-stats' : kindCategory && rng.chance(0.5) ? kindCategory : naturalCategory(subject);
  const blocks: CustomBlock[] =
    type === 'weekly_recap' || special
      ? body.headings.map((h, i) => ({ id: h.id, order: i + 1, heading: h.text, logo: media.team(world.config, subject.teamA.team_id) }))
      : [];
  return record(world, rng, {
    id, type, title, excerpt: fill(template.excerpt, vars), content: body.html, subject, categorySlug, publishedMs, dayStart,
    customBlocks: blocks, faqs: special || rng.chance(0.5) ? editorialFaqs(rng, subject) : [], matchId: null, match: null,
  });
}

function fantasy(world: World, id: number, fixture: SimFixture, dayStart: number): ArticleRecord | null {
  const teamA = world.team(fixture.teama_id);
  const teamB = world.team(fixture.teamb_id);
  if (!teamA || !teamB) return null;
  const rng = rngFor(world.config.seed, 'fantasy', id, fixture.match_id);
  const series = world.seriesById(fixture.cid) ?? null;
  const subject = subjectFor(world, rng, series, teamA, teamB, fixture.venue);
  const data = fantasyMatchData(world, fixture, teamA, teamB, rng);
  const subtitle = `${ordinal(fixture.match_number)} Match`;
  const title = `${teamA.short_name} vs ${teamB.short_name} Dream11 Prediction, Fantasy Cricket Tips, Playing XI, Pitch Report and Injury Update, ${subtitle}, ${series?.title ?? fixture.format}`;
  // Tips go up the evening before or the morning of the match, never after the day began.
  const publishedMs = Math.min(fixture.startMs - rng.int(5, 20) * HOUR_MS, dayStart - rng.int(5, 90) * MINUTE_MS);
  return record(world, rng, {
    id, type: 'fantasy', title,
    excerpt: `Captain and vice-captain picks, probable XIs and pitch report for ${teamA.name} vs ${teamB.name} at ${fixture.venue.name}.`,
    content: fantasyBody(data, rng.chance(0.8)), subject, categorySlug: 'fantasy-tips', publishedMs, dayStart,
    customBlocks: fantasyCustomBlocks(data), faqs: fantasyFaqs(data), matchId: fixture.match_id, match: data,
  });
}

/** A fantasy slot with no fixture to tie to: an evergreen guide. */
function fantasyGuide(world: World, id: number, dayStart: number): ArticleRecord {
  const rng = rngFor(world.config.seed, 'fantasy-guide', id);
  const publishedMs = dayStart - ((LAST_ARTICLE_ID + 1 - id) / (LAST_ARTICLE_ID + 1 - FIRST_ARTICLE_ID)) * SPREAD_MS - rng.int(20, 360) * MINUTE_MS;
  const subject = pickSubject(world, rng, publishedMs);
  const title = `Fantasy cricket guide: why ${subject.player.name} should be on your radar this week`;
  const body = articleBody(rng, subject, 'analysis', true);
  return record(world, rng, {
    id, type: 'fantasy', title, excerpt: `Form, role and match-ups: the fantasy case for ${subject.player.name} of ${subject.teamA.name}.`,
    content: body.html, subject, categorySlug: 'fantasy-tips', publishedMs, dayStart, customBlocks: [], faqs: editorialFaqs(rng, subject), matchId: null, match: null,
  });
}

function buildCatalog(world: World, nowMs: number): Catalog {
  const dayStart = startOfUtcDay(nowMs);
  const slots = slotsFor(world.config.seed);
  const articles: ArticleRecord[] = [];

  // The newest fantasy slots tip the fixtures of the last ten days and the next two; older slots
  // tip older fixtures, and any left over become evergreen guides.
  const fantasyIds = slots.filter((s) => s.type === 'fantasy').map((s) => s.id);
  // Calendar fixtures only: rolling live slots are listed relative to the clock, and the catalog must
  // not depend on the moment of the day it happened to be built.
  const playable = (f: SimFixture) => !f.cancelled && f.match_id < SLOT_ID_BASE;
  const recent = world.fixturesBetween(dayStart - 10 * DAY_MS, dayStart + 2 * DAY_MS).filter(playable);
  const older = world.fixturesBetween(dayStart - 90 * DAY_MS, dayStart - 10 * DAY_MS).filter(playable);
  const candidates = [...older, ...recent];
  const fixtures = candidates.slice(Math.max(0, candidates.length - fantasyIds.length));
  const offset = fantasyIds.length - fixtures.length;
  fantasyIds.forEach((id, i) => {
    const fixture = fixtures[i - offset];
    articles.push((fixture && fantasy(world, id, fixture, dayStart)) || fantasyGuide(world, id, dayStart));
  });

  for (const slot of slots) if (slot.type !== 'fantasy') articles.push(editorial(world, slot.id, slot.type, dayStart, false));
  articles.push(editorial(world, SPECIAL_ARTICLE_ID, 'top_story', dayStart, true));
  articles.push(...archiveArticles(world));
  articles.push(...categoryFeatures(world, dayStart, articles));

  articles.sort((a, b) => b.publishedMs - a.publishedMs || b.id - a.id);
  return { dayIndex: dayIndexOf(nowMs), articles, byId: new Map(articles.map((a) => [a.id, a])) };
}

const cache = new WeakMap<World, Catalog>();

/** The catalog for the UTC day of `nowMs`, built once per world and day. */
export function catalogFor(world: World, nowMs: number): Catalog {
  const hit = cache.get(world);
  if (hit && hit.dayIndex === dayIndexOf(nowMs)) return hit;
  const built = buildCatalog(world, nowMs);
  cache.set(world, built);
  return built;
}
