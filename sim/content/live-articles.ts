// Every fixture has one live-blog article, addressed by an id derived from the match id. PURE: the
// live engine imports this to fill `match.articles`, so it must not import sim/live (no cycle).
import { slugify } from '../media/urls';
import type { SimFixture, World } from '../world/types';

/**
 * Live-blog ids sit far above the editorial range (3400-3799): the base plus the whole match id, so
 * the id maps back to exactly one fixture (calendar ids ~87000 and rolling-slot ids 10,000,000+ both
 * fit without ever meeting).
 */
export const LIVE_ARTICLE_ID_BASE = 900_000;

export function liveArticleId(matchId: number): number {
  return LIVE_ARTICLE_ID_BASE + matchId;
}

export function isLiveArticleId(id: number): boolean {
  return Number.isSafeInteger(id) && id > LIVE_ARTICLE_ID_BASE;
}

/** '{teama}-vs-{teamb}-live-score-updates' from the team names (team slugs carry the team id). */
export function liveArticleSlug(world: World, fixture: SimFixture): string {
  const a = slugify(world.team(fixture.teama_id)?.name ?? `team-${fixture.teama_id}`);
  const b = slugify(world.team(fixture.teamb_id)?.name ?? `team-${fixture.teamb_id}`);
  return `${a}-vs-${b}-live-score-updates`;
}

export function liveArticleRef(world: World, fixture: SimFixture): { id: number; slug: string } {
  return { id: liveArticleId(fixture.match_id), slug: liveArticleSlug(world, fixture) };
}

/** The fixture a live-blog id belongs to, or undefined. */
export function fixtureForLiveArticle(world: World, id: number): SimFixture | undefined {
  return isLiveArticleId(id) ? world.fixture(id - LIVE_ARTICLE_ID_BASE) : undefined;
}
