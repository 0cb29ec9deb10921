// Content a test planted through the control API (/__sim/planted): articles with their live-blog
// blocks, custom pages and ad campaigns, answered in front of the generated ones. This is how hostile CMS HTML
// reaches the site the way real content does (upstream, edge, SPA) with nothing of ours mocked.
// Planted articles are found by id only; no list shows them, so planting never shifts a listing.
import { media, slugify } from '../media/urls';
import { MINUTE_MS } from '../world/dates';
import type { World } from '../world/types';
import type { ArticleRecord, Faq } from './article-model';
import { AUTHORS } from './authors';
import type { CustomPage } from './custom-pages';
import type { NewsBlock } from './live-blogs';
import { trimSlug } from './text';

export interface PlantedArticleInput {
  id: number;
  title: string;
  /** HTML, served as it is. */
  content: string;
  faqs: Faq[];
  /** Live-blog blocks, oldest first; their bodies are HTML. */
  blocks: { title: string; body: string }[];
  isLive: boolean;
  /** Epoch ms; default `nowMs`. */
  publishedAt?: number | undefined;
}

export interface PlantedPageInput {
  slug: string;
  title: string;
  content: string;
}

/** An ad as GET /v1/ads/{campaign} lists it. */
export interface PlantedAd {
  target: string;
  image: string;
}

interface Planted {
  articles: Map<number, { record: ArticleRecord; blocks: NewsBlock[] }>;
  pages: Map<string, CustomPage>;
  campaigns: Map<string, PlantedAd[]>;
}

const planted = new WeakMap<World, Planted>();

function plantedFor(world: World): Planted {
  let found = planted.get(world);
  if (!found) {
    found = { articles: new Map(), pages: new Map(), campaigns: new Map() };
    planted.set(world, found);
  }
  return found;
}

/** A plain news article dated `nowMs` around the given HTML, replacing any planted before with its id. */
export function plantArticle(world: World, nowMs: number, input: PlantedArticleInput): ArticleRecord {
  const author = AUTHORS[0];
  const slug = trimSlug(slugify(input.title)) || `planted-${input.id}`;
  const publishedMs = input.publishedAt ?? nowMs;
  const record: ArticleRecord = {
    id: input.id,
    type: 'news',
    title: input.title,
    slug,
    excerpt: '',
    content: input.content,
    image: media.article(world.config, input.id),
    imageSource: 'Cricket Sim Photo Desk',
    imageAltText: input.title,
    authorUsername: author?.username ?? 'desk',
    authorName: author?.name ?? 'Desk',
    tags: [],
    categorySlug: '',
    publishedMs,
    createdMs: publishedMs,
    updatedMs: nowMs,
    views: 0,
    likes: 0,
    isLive: input.isLive,
    matchId: null,
    teamIds: [],
    playerIds: [],
    cid: null,
    metaTitle: input.title,
    metaDescription: '',
    faqs: input.faqs,
    customBlocks: [],
    showReadMore: false,
    match: null,
  };
  // Block ids follow the generated blogs' rule (article id, then position), a minute apart.
  const blocks = input.blocks.map((block, i) => {
    const at = new Date(nowMs - (input.blocks.length - i) * MINUTE_MS).toISOString();
    return { id: input.id * 1_000 + i + 1, title: block.title, body: block.body, blockTime: at, updatedAt: at };
  });
  plantedFor(world).articles.set(input.id, { record, blocks });
  return record;
}

export function plantPage(world: World, input: PlantedPageInput): CustomPage {
  const page: CustomPage = { id: 1_000 + plantedFor(world).pages.size, title: input.title, content: input.content, status: 'active' };
  plantedFor(world).pages.set(input.slug, page);
  return page;
}

/** The campaign's ads, in place of the house ads (none: a campaign that answers no ads, an unfilled slot). */
export function plantCampaign(world: World, campaign: string, ads: PlantedAd[]): void {
  plantedFor(world).campaigns.set(campaign, ads);
}

export function plantedCampaign(world: World, campaign: string): PlantedAd[] | undefined {
  return planted.get(world)?.campaigns.get(campaign);
}

export function plantedArticle(world: World, id: number): ArticleRecord | undefined {
  return planted.get(world)?.articles.get(id)?.record;
}

/** The planted article's blocks, newest first as the upstream sends them; undefined when not planted. */
export function plantedBlocks(world: World, id: number): NewsBlock[] | undefined {
  const blocks = planted.get(world)?.articles.get(id)?.blocks;
  return blocks ? [...blocks].reverse() : undefined;
}

export function plantedPage(world: World, slug: string): CustomPage | undefined {
  return planted.get(world)?.pages.get(slug);
}

export function clearPlanted(world: World): void {
  planted.delete(world);
}
