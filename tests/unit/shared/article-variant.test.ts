import { describe, expect, it } from 'vitest';
import { LIVE_BLOG_ARTICLE_IDS, SPECIAL_ARTICLE_ID } from '../../../shared/constants';
import { cricketNewsVariant } from '../../../shared/format/article-variant';

describe('the page an article under /cricket-news is', () => {
  it('is the special page for the special id', () => {
    expect(cricketNewsVariant(`the-making-of-a-team-${SPECIAL_ARTICLE_ID}`)).toBe('special');
  });

  it.each(LIVE_BLOG_ARTICLE_IDS)('is the live blog for id %i', (id) => {
    expect(cricketNewsVariant(`live-updates-${id}`)).toBe('liveBlog');
  });

  it.each(['india-win-3402', `not-special-${SPECIAL_ARTICLE_ID}0`, `padded-0${LIVE_BLOG_ARTICLE_IDS[0]}`, 'no-id-here', ''])(
    "is a plain article for '%s'",
    (slugId) => {
      expect(cricketNewsVariant(slugId)).toBe('standard');
    },
  );
});
