// The fields every article record shares, derived the same way for editorial, fantasy, archive and
// live pieces: byline, engagement, tags, dates and meta.
import { media, slugify } from '../media/urls';
import type { Rng } from '../rng';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../world/dates';
import type { World } from '../world/types';
import type { ArticleRecord, ArticleType, CustomBlock } from './article-model';
import { tagsFor } from './article-extras';
import { AUTHORS, type AuthorProfile } from './authors';
import type { Subject } from './subjects';
import { tidy, trimSlug } from './text';

const IMAGE_SOURCES = ['Getty Images', 'BCCI', 'ICC', 'AFP', 'PTI', 'X (Twitter)', 'Cricket Sim Photo Desk'];

export function pickAuthor(rng: Rng, type: ArticleType): AuthorProfile {
  const pool = AUTHORS.filter((a) => a.beats.includes(type));
  const usable = pool.length > 0 ? pool : AUTHORS;
  return rng.weighted(usable, usable.map((a) => a.weight));
}

function engagement(rng: Rng, type: ArticleType, publishedMs: number, dayStart: number): { views: number; likes: number } {
  const ageDays = Math.max(0, Math.floor((dayStart - publishedMs) / DAY_MS));
  const boost = type === 'top_story' ? 1.6 : type === 'fantasy' ? 1.3 : 1;
  const views = Math.round((rng.int(400, 6000) + Math.min(ageDays, 30) * rng.int(80, 3200)) * boost);
  return { views, likes: Math.round(views * (0.004 + rng.next() * 0.025)) };
}

export interface RecordInput {
  id: number;
  type: ArticleType;
  title: string;
  excerpt: string;
  content: string;
  subject: Subject;
  categorySlug: string;
  publishedMs: number;
  dayStart: number;
  customBlocks: CustomBlock[];
  faqs: ArticleRecord['faqs'];
  matchId: number | null;
  match: ArticleRecord['match'];
}

/** The fields every article shares, derived the same way for editorial and fantasy pieces. */
export function record(world: World, rng: Rng, r: RecordInput): ArticleRecord {
  const author = pickAuthor(rng, r.type);
  const { views, likes } = engagement(rng, r.type, r.publishedMs, r.dayStart);
  const s = r.subject;
  return {
    id: r.id,
    type: r.type,
    title: tidy(r.title),
    slug: trimSlug(slugify(tidy(r.title))),
    excerpt: tidy(r.excerpt),
    content: tidy(r.content),
    image: media.article(world.config, r.id),
    imageSource: rng.pick(IMAGE_SOURCES),
    imageAltText: `${s.teamA.name} and ${s.teamB.name}: ${r.title}`,
    authorUsername: author.username,
    authorName: author.name,
    tags: tagsFor(s, r.categorySlug),
    categorySlug: r.categorySlug,
    publishedMs: r.publishedMs,
    createdMs: r.publishedMs - rng.int(10, 90) * MINUTE_MS,
    updatedMs: Math.min(r.publishedMs + rng.int(0, 10) * HOUR_MS, Math.max(r.publishedMs, r.dayStart)),
    views,
    likes,
    isLive: false,
    matchId: r.matchId,
    teamIds: [s.teamA.team_id, s.teamB.team_id],
    playerIds: [s.player.pid, s.otherPlayer.pid],
    cid: s.series?.cid ?? null,
    metaTitle: r.title.length > 70 ? `${r.title.slice(0, 67)}...` : r.title,
    metaDescription: r.excerpt,
    faqs: r.faqs,
    customBlocks: r.customBlocks,
    showReadMore: r.type === 'fantasy' || rng.chance(0.65),
    match: r.match,
  };
}

