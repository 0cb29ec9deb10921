// Old live blogs, published before LIVE_BLOG_REDIRECT_FROM and never unflagged by the CMS. They keep
// isLive true on purpose: the SPA must show them as plain articles (no live-blog redirect), which is
// the other side of the rule that newer live articles are redirected.
import { rngFor } from '../rng';
import type { SimTeam, World } from '../world/types';
import { articleBody } from './article-body';
import type { ArticleRecord } from './article-model';
import { record } from './article-record';
import { subjectFor } from './subjects';

export const ARCHIVE_IDS = [3401, 3402, 3403] as const;
const ARCHIVE_DATES = ['2025-02-19T08:30:00Z', '2025-02-23T09:00:00Z', '2025-02-27T08:00:00Z'];

export function archiveArticles(world: World): ArticleRecord[] {
  const internationals = world.teams.filter((t) => t.kind === 'international' && t.players.length >= 11);
  const teams: SimTeam[] = internationals.length >= 2 ? internationals : world.teams.filter((t) => t.players.length >= 11);
  return ARCHIVE_IDS.flatMap((id, i) => {
    const rng = rngFor(world.config.seed, 'archive', id);
    const [teamA, teamB] = rng.shuffle(teams);
    if (!teamA || !teamB) return [];
    const subject = subjectFor(world, rng, null, teamA, teamB);
    const publishedMs = Date.parse(ARCHIVE_DATES[i] ?? '2025-02-01T00:00:00Z');
    const title = `${teamA.name} vs ${teamB.name} Live Score Updates: ball-by-ball from ${subject.venue?.name ?? 'the ground'}`;
    const rec = record(world, rng, {
      id,
      type: 'news',
      title,
      excerpt: `Follow every ball of ${teamA.name} vs ${teamB.name}: score, wickets and reaction from the ground.`,
      content: articleBody(rng, subject, 'result', true).html,
      subject,
      categorySlug: 'international',
      publishedMs,
      dayStart: publishedMs + 86_400_000,
      customBlocks: [],
      faqs: [],
      matchId: null,
      match: null,
    });
    return [{ ...rec, isLive: true }];
  });
}
