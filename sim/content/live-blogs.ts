// Live-blog articles and their blocks. Two kinds of id lead here: the per-fixture live article
// (live-articles.ts, linked from match.articles) and the three fixed ids of SPEC.md section 2
// (3674, 3720, 3766), which follow the 1st, 2nd and 3rd match live right now, so the live-blog
// pages always have play to show. Both change by the minute, so nothing here is cached per day.
import { LIVE_BLOG_ARTICLE_IDS } from '../../shared/constants';
import { matchEvents, matchStatus } from '../live/match-view';
import { rngFor } from '../rng';
import { LANES, SLOT_ID_BASE } from '../world/live-slots';
import { DAY_MS, MINUTE_MS, startOfUtcDay } from '../world/dates';
import { ordinal } from '../live/cricket-text';
import type { SimFixture, World } from '../world/types';
import { AD_PLACEHOLDER } from './article-body';
import type { ArticleRecord } from './article-model';
import { record } from './article-record';
import { authorByUsername } from './authors';
import { fixtureForLiveArticle, liveArticleSlug } from './live-articles';
import { naturalCategory, subjectFor } from './subjects';
import { escapeHtml } from './text';

/** The live desk writes every live blog. */
const LIVE_DESK = 'rohan-kulkarni';
/** A live blog opens half an hour before the first ball with a welcome block. */
const OPENS_BEFORE_MS = 30 * MINUTE_MS;

export interface NewsBlock {
  id: number;
  title: string;
  body: string;
  blockTime: string;
  updatedAt: string;
}

function isLive(world: World, f: SimFixture, nowMs: number): boolean {
  return matchStatus(world, f, nowMs) === 'Live';
}

// One request asks for the followed fixtures several times at the same instant; answer once.
const followed = new WeakMap<World, { nowMs: number; fixtures: SimFixture[] }>();

/** The rolling-slot lane a fixture plays in, or null for a calendar fixture. */
function laneOf(f: SimFixture): number | null {
  return f.match_id >= SLOT_ID_BASE ? (f.match_id - SLOT_ID_BASE) % LANES : null;
}

/**
 * The fixtures the fixed live-blog ids follow: the 1st, 2nd and 3rd of the world's always-live T20
 * lanes, which start a third of a period apart, so in start order. Each id sticks to its lane's
 * earliest live match until that match ends; ranking all live matches afresh would make a reader's
 * blog jump to another match whenever any earlier one finished. A lane with nothing live (or a world
 * without lanes) falls back to other live matches by start, then the latest started, then the next.
 */
export function liveBlogFixtures(world: World, nowMs: number): SimFixture[] {
  const hit = followed.get(world);
  if (hit && hit.nowMs === nowMs) return hit.fixtures;
  const recent = world.fixturesBetween(nowMs - 6 * DAY_MS, nowMs + 1).filter((f) => !f.cancelled);
  const live = recent.filter((f) => isLive(world, f, nowMs));
  const byLane = LIVE_BLOG_ARTICLE_IDS.map((_, lane) => live.find((f) => laneOf(f) === lane));
  const fillers = [
    ...live,
    ...recent.filter((f) => !live.includes(f)).reverse(),
    ...world.fixturesBetween(nowMs + 1, nowMs + 7 * DAY_MS).filter((f) => !f.cancelled),
  ].filter((f) => !byLane.includes(f));
  const fixtures = byLane.map((f) => f ?? fillers.shift()).filter((f): f is SimFixture => f !== undefined);
  followed.set(world, { nowMs, fixtures });
  return fixtures;
}

/** The fixture behind a live-blog article id, or undefined when the id is not a live blog. */
export function liveBlogFixture(world: World, id: number, nowMs: number): SimFixture | undefined {
  const slot = LIVE_BLOG_ARTICLE_IDS.findIndex((fixed) => fixed === id);
  if (slot >= 0) return liveBlogFixtures(world, nowMs)[slot];
  return fixtureForLiveArticle(world, id);
}

/** Blocks up to now, oldest first: a welcome block, then one per key event of the match. */
function blocksOldestFirst(world: World, f: SimFixture, articleId: number, nowMs: number): NewsBlock[] {
  const a = world.team(f.teama_id);
  const b = world.team(f.teamb_id);
  const blocks: NewsBlock[] = [];
  const push = (atMs: number, title: string, body: string) => {
    const at = new Date(atMs).toISOString();
    // The id is the article's plus the block's position, so a block keeps its id as more arrive.
    blocks.push({ id: articleId * 10_000 + blocks.length + 1, title, body, blockTime: at, updatedAt: at });
  };
  const opensAt = f.startMs - OPENS_BEFORE_MS;
  if (opensAt <= nowMs) {
    push(
      opensAt,
      'Welcome to our live coverage',
      `<p>${escapeHtml(`Hello and welcome to live coverage of ${a?.name ?? 'the home side'} vs ${b?.name ?? 'the visitors'} at ${f.venue.name}, ${f.venue.location}. The toss is half an hour away: stay with us for every wicket, milestone and twist.`)}</p>`,
    );
  }
  for (const ev of matchEvents(world, f, nowMs)) {
    if (ev.atMs > nowMs) continue;
    const score = ev.score ? `<p><strong>Score:</strong> ${escapeHtml(ev.score)}${ev.over ? ` (${escapeHtml(String(ev.over))} ov)` : ''}</p>` : '';
    push(ev.atMs, ev.title, `<p>${escapeHtml(ev.text)}</p>${score}`);
  }
  return blocks;
}

/** GET /v1/news/{id}/newsblocks for a live blog: newest first. */
export function liveBlogBlocks(world: World, articleId: number, nowMs: number): NewsBlock[] {
  const f = liveBlogFixture(world, articleId, nowMs);
  return f ? blocksOldestFirst(world, f, articleId, nowMs).reverse() : [];
}

/** The live-blog article for an id, or undefined when the id is not a live blog or its teams are unknown. */
export function liveBlogArticle(world: World, id: number, nowMs: number): ArticleRecord | undefined {
  const f = liveBlogFixture(world, id, nowMs);
  if (!f) return undefined;
  const teamA = world.team(f.teama_id);
  const teamB = world.team(f.teamb_id);
  if (!teamA || !teamB) return undefined;
  const series = world.seriesById(f.cid) ?? null;
  const rng = rngFor(world.config.seed, 'live-blog', id, f.match_id);
  const subject = subjectFor(world, rng, series, teamA, teamB, f.venue);
  const subtitle = `${ordinal(f.match_number)} Match`;
  const title = `${teamA.name} vs ${teamB.name} Live Score Updates, ${subtitle}${series ? `, ${series.title}` : ''}`;
  const squads = [teamA, teamB]
    .map((t) => `<h3>${escapeHtml(t.name)} squad</h3><ul>${t.players.slice(0, 11).map((p) => `<li>${escapeHtml(p.name)}</li>`).join('')}</ul>`)
    .join('\n');
  const content = [
    `<p>${escapeHtml(`Follow ${teamA.name} vs ${teamB.name}, the ${subtitle} of the ${series?.title ?? f.format} at ${f.venue.name}, live: every wicket, milestone and the result as it happens.`)}</p>`,
    AD_PLACEHOLDER,
    '<h2 id="preview">Preview</h2>',
    `<p>${escapeHtml(`${subject.player.name} and ${subject.otherPlayer.name} are the names to watch. ${f.venue.location} has produced close contests this season.`)}</p>`,
    '<h2 id="squads">Squads</h2>',
    squads,
  ].join('\n');
  const publishedMs = Math.min(f.startMs - OPENS_BEFORE_MS, nowMs);
  const base = record(world, rng, {
    id, type: 'news', title, excerpt: `Live score and updates from ${f.venue.name}: ${teamA.name} take on ${teamB.name}.`,
    content, subject, categorySlug: naturalCategory(subject), publishedMs, dayStart: startOfUtcDay(nowMs),
    customBlocks: [], faqs: [], matchId: f.match_id, match: null,
  });
  const blocks = blocksOldestFirst(world, f, id, nowMs);
  const last = blocks[blocks.length - 1];
  const desk = authorByUsername(LIVE_DESK);
  const minutesIn = Math.max(0, Math.floor((nowMs - publishedMs) / MINUTE_MS));
  return {
    ...base,
    // The fixed ids keep their own slug from the fixture's, so /cricket-news/{slug}-{id} reads right.
    slug: liveArticleSlug(world, f),
    authorUsername: desk?.username ?? base.authorUsername,
    authorName: desk?.name ?? base.authorName,
    updatedMs: last ? Date.parse(last.updatedAt) : publishedMs,
    views: base.views + minutesIn * 41,
    isLive: isLive(world, f, nowMs),
    showReadMore: false,
  };
}

/** The fixed live-blog articles as they stand now, for listings. */
export function fixedLiveBlogArticles(world: World, nowMs: number): ArticleRecord[] {
  return LIVE_BLOG_ARTICLE_IDS.map((id) => liveBlogArticle(world, id, nowMs)).filter((a): a is ArticleRecord => a !== undefined);
}
