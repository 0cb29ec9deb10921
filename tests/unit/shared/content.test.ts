import { describe, expect, it } from 'vitest';
import { AuthorListResponseSchema, AuthorNewsItemSchema, AuthorSchema } from '../../../shared/schemas/author';
import { HomeBlockSchema, NewsCategorySchema } from '../../../shared/schemas/category';
import { AdSchema, CustomPageSchema, MetaSchema, TeamMemberSchema } from '../../../shared/schemas/site';
import { StoryGroupSchema } from '../../../shared/schemas/story';
import { VideoSchema, YouTubeWatchUrlSchema } from '../../../shared/schemas/video';

describe('NewsCategorySchema', () => {
  it('reads title and slug as sent', () => {
    expect(NewsCategorySchema.parse({ id: 1, title: 'IPL', slug: 'ipl' })).toEqual({ id: 1, title: 'IPL', slug: 'ipl' });
  });

  it('reads name and category_slug into title and slug', () => {
    expect(NewsCategorySchema.parse({ id: '2', name: 'Women', category_slug: 'women', order: 3 })).toEqual({
      id: 2,
      title: 'Women',
      slug: 'women',
      order: 3,
    });
  });

  it('rejects a category with neither title nor name, or neither slug', () => {
    expect(NewsCategorySchema.safeParse({ id: 1, slug: 'ipl' }).success).toBe(false);
    expect(NewsCategorySchema.safeParse({ id: 1, title: 'IPL' }).success).toBe(false);
    expect(NewsCategorySchema.safeParse({ title: 'IPL', slug: 'ipl' }).success).toBe(false);
  });
});

describe('HomeBlockSchema', () => {
  it('reads a series block with its articles', () => {
    const block = HomeBlockSchema.parse({
      title: 'IPL 2026',
      slug: 'ipl-2026',
      news: { data: [{ id: 1, title: 'T', slug: 't' }] },
    });
    expect(block.news.data[0]?.id).toBe(1);
    expect(block.subtitle).toBeUndefined();
  });
});

describe('VideoSchema', () => {
  it('reads created_at or createdAt into createdAt', () => {
    const base = { video_url: 'https://www.youtube.com/watch?v=abc', title: 'Highlights' };
    expect(VideoSchema.parse({ ...base, created_at: '2026-11-05' }).createdAt).toBe('2026-11-05');
    expect(VideoSchema.parse({ ...base, createdAt: '2026-11-06' }).createdAt).toBe('2026-11-06');
    expect(VideoSchema.parse(base).createdAt).toBeNull();
  });

  it('rejects a video without a url', () => {
    expect(VideoSchema.safeParse({ title: 'x' }).success).toBe(false);
  });
});

describe('YouTubeWatchUrlSchema', () => {
  it('accepts a YouTube watch URL', () => {
    expect(YouTubeWatchUrlSchema.safeParse('https://www.youtube.com/watch?v=dQw4w9WgXcQ').success).toBe(true);
    expect(YouTubeWatchUrlSchema.safeParse('https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=3').success).toBe(true);
  });

  it('says Invalid YouTube URL for anything else', () => {
    for (const bad of ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/watch', 'https://vimeo.com/watch?v=1', 'nope']) {
      const result = YouTubeWatchUrlSchema.safeParse(bad);
      expect(result.error?.issues[0]?.message, bad).toBe('Invalid YouTube URL');
    }
  });
});

describe('AuthorSchema', () => {
  const author = { id: '7', username: 'a-writer', name: 'A Writer', info: { designation: 'Editor' }, total_views: '1200' };

  it('reads an author with string id and counts', () => {
    const parsed = AuthorSchema.parse(author);
    expect(parsed.id).toBe(7);
    expect(parsed.total_views).toBe(1200);
    expect(parsed.stats).toBeUndefined();
  });

  it('rejects an author without a username', () => {
    expect(AuthorSchema.safeParse({ id: 7, name: 'A' }).success).toBe(false);
  });

  it('reads the paged list without a page number', () => {
    const list = AuthorListResponseSchema.parse({ status: 'success', data: [author], total: 10, total_pages: '2' });
    expect(list.total_pages).toBe(2);
    expect(list.page).toBeUndefined();
  });

  it('reads an author news item', () => {
    const item = AuthorNewsItemSchema.parse({ id: 1, title: 'T', href: '/cricket-news/t-1', isLive: 0, views: '5' });
    expect(item.isLive).toBe(false);
    expect(item.views).toBe(5);
  });
});

describe('StoryGroupSchema', () => {
  const story = { id: 1, title: 'S', type: 'image', media: [{ url: 'https://m/1.jpg' }] };

  it('reads a story group with its items', () => {
    const group = StoryGroupSchema.parse({ id: '12', title: 'Top 5', info: { slug: 'top-5' }, stories: [story] });
    expect(group.id).toBe(12);
    expect(group.stories[0]?.media[0]?.url).toBe('https://m/1.jpg');
  });

  it('skips an item without media or with an unknown type', () => {
    const group = StoryGroupSchema.parse({
      id: 1,
      title: 'G',
      stories: [story, { ...story, id: 2, media: [] }, { ...story, id: 3, type: 'gif' }],
    });
    expect(group.stories.map((s) => s.id)).toEqual([1]);
  });
});

describe('site content', () => {
  it('reads an ad, a custom page, a team member and a meta record', () => {
    expect(AdSchema.parse({ image: 'https://m/ad.png', target: null }).image).toBe('https://m/ad.png');
    expect(CustomPageSchema.parse({ id: '4', title: 'Privacy', content: '<p>x</p>', status: 1 }).status).toBe('1');
    expect(TeamMemberSchema.parse({ id: 3, name: 'N' }).bio).toBeUndefined();
    expect(MetaSchema.parse({})).toEqual({});
  });

  it('rejects a custom page without content', () => {
    expect(CustomPageSchema.safeParse({ id: 4, title: 'Privacy' }).success).toBe(false);
  });
});
