import { describe, expect, it } from 'vitest';
import { ArticleSchema, LikesSchema } from '../../../shared/schemas/article';
import { NewsBlockSchema } from '../../../shared/schemas/news-block';

const listItem = { id: 101, title: 'India win', slug: 'india-win' };

const full = {
  id: '3558',
  title: 'IND vs AUS Dream11 Prediction',
  slug: 'ind-vs-aus-dream11-prediction',
  excerpt: 'Who to pick',
  content: '<p>Hello</p>{{GOOGLE_AD_1}}',
  image: 'https://media.example/a.jpg',
  image_source: 'BCCI',
  type: 'fantasy',
  author: { name: 'A Writer', username: 'a-writer' },
  tags: [{ keyword: 'India', keyword_slug: 'india' }],
  publishedAt: '2026-11-05T10:00:00Z',
  createdAt: '2026-11-05T09:00:00Z',
  updatedAt: '2026-11-05T11:00:00Z',
  cnt_views: '15234',
  cnt_likes: 12,
  is_liked: 0,
  isLive: '1',
  match_id: '87006',
  info: {
    isLive: true,
    metaTitle: 'Meta',
    metaDescription: 'Desc',
    imageAltText: 'Alt',
    faqs: [{ question: 'Who wins?', answer: 'India' }],
    customBlocks: [{ id: 'pitch-report', order: '2', heading: 'Pitch Report', logo: null }],
    showReadMore: 1,
  },
  match: {
    matchInfo: { venue: 'Wankhede' },
    c_vc: { c: 'V Kohli', vc: { name: 'R Sharma', pid: 2 } },
    weather: { temp: 28, humidity: '60%', wind_speed: '12 km/h' },
  },
  seo_score: 98,
};

describe('ArticleSchema', () => {
  it('accepts a list item with only id, title and slug', () => {
    const article = ArticleSchema.parse(listItem);
    expect(article.tags).toEqual([]);
    expect(article.isLive).toBe(false);
    expect(article.content).toBeUndefined();
  });

  it('reads a full fantasy article, coercing string ids, counts and flags', () => {
    const article = ArticleSchema.parse(full);
    expect(article.id).toBe(3558);
    expect(article.match_id).toBe(87006);
    expect(article.cnt_views).toBe(15234);
    expect(article.isLive).toBe(true);
    expect(article.is_liked).toBe(false);
    expect(article.info?.customBlocks).toEqual([{ id: 'pitch-report', order: 2, heading: 'Pitch Report', logo: null }]);
    expect(article.info?.showReadMore).toBe(true);
    expect(article.match?.weather?.temp).toBe('28');
    expect(article.match?.c_vc?.vc).toEqual({ name: 'R Sharma', pid: 2 });
  });

  it('passes unknown fields through', () => {
    expect(ArticleSchema.parse(full).seo_score).toBe(98);
  });

  it('accepts null for optional fields', () => {
    const article = ArticleSchema.parse({ ...listItem, author: null, info: null, match: null, image: null, match_id: null });
    expect(article.author).toBeNull();
    expect(article.match_id).toBeNull();
  });

  it('reads a match_id of 0 or empty as no match', () => {
    expect(ArticleSchema.parse({ ...listItem, match_id: 0 }).match_id).toBeNull();
    expect(ArticleSchema.parse({ ...listItem, match_id: '' }).match_id).toBeNull();
  });

  it('rejects an article without an id', () => {
    const { id: _id, ...noId } = listItem;
    expect(ArticleSchema.safeParse(noId).success).toBe(false);
  });

  it('rejects an article with a blank slug', () => {
    expect(ArticleSchema.safeParse({ ...listItem, slug: '' }).success).toBe(false);
  });

  it('reads an unknown article type as absent instead of failing', () => {
    expect(ArticleSchema.parse({ ...listItem, type: 'podcast' }).type).toBeUndefined();
  });

  it('skips a malformed tag or faq and keeps the others', () => {
    const article = ArticleSchema.parse({
      ...listItem,
      tags: [{ keyword: 'India', keyword_slug: 'india' }, { keyword: 'no slug' }],
      info: { faqs: [{ answer: 'orphan' }, { question: 'Q', answer: 'A' }] },
    });
    expect(article.tags).toHaveLength(1);
    expect(article.info?.faqs).toEqual([{ question: 'Q', answer: 'A' }]);
  });

  it('parses its own output to the same value', () => {
    const once = ArticleSchema.parse(full);
    expect(ArticleSchema.parse(once)).toEqual(once);
  });
});

describe('LikesSchema', () => {
  it('reads the like count, as a number or numeric string', () => {
    expect(LikesSchema.parse({ likes: '13' }).likes).toBe(13);
    expect(LikesSchema.safeParse({ likes: -1 }).success).toBe(false);
    expect(LikesSchema.safeParse({}).success).toBe(false);
  });
});

describe('NewsBlockSchema', () => {
  it('reads a live-blog block with a string id and no title', () => {
    const block = NewsBlockSchema.parse({ id: '9', body: '<p>Four!</p>', blockTime: '2026-11-05T10:00:00Z' });
    expect(block.id).toBe(9);
    expect(block.title).toBeUndefined();
  });

  it('rejects a block without a body', () => {
    expect(NewsBlockSchema.safeParse({ id: 9, blockTime: '2026-11-05T10:00:00Z' }).success).toBe(false);
  });
});
