import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ARTICLE_RAIL_MIN_WIDTH_PX, ARTICLE_RAIL_STORIES } from '../../../../shared/constants';
import type { Article, Tag } from '../../../../shared/schemas/article';
import { AdSlot } from '../../components/ads/ad-slot';
import { useMediaQuery } from '../../components/ads/use-media-query';
import { fetchHomeList } from '../news-lists/news-list-api';
import { StoryItem } from './story-item';

/**
 * The column beside the text on wide screens (from ARTICLE_RAIL_MIN_WIDTH_PX): the article's
 * contents, the aside ad where ads are on, and the stories that share its first tag (its side or its
 * series), or the top stories when it has no tag. Sticky as the fan reads. Narrower, only the
 * contents show, folded, where they are in the text's flow; the stories are not asked for.
 */
export function ArticleRail({ article, contents }: { article: Article; contents: ReactNode }) {
  const wide = useMediaQuery(`(min-width: ${ARTICLE_RAIL_MIN_WIDTH_PX}px)`);
  return (
    <div className="article-rail">
      {contents}
      <AdSlot kind="aside" minWidth={ARTICLE_RAIL_MIN_WIDTH_PX} />
      {wide && <RailStories article={article} tag={article.tags[0]} />}
    </div>
  );
}

/** GET /v1/news/home/news?tag: a tag's stories, every type; without a tag, the top stories. */
function railStoriesQuery(tag: Tag | undefined) {
  const perPage = ARTICLE_RAIL_STORIES + 1;
  return queryOptions({
    queryKey: ['article-rail', tag?.keyword_slug ?? null],
    queryFn: async (context) =>
      (await fetchHomeList(tag ? 'news' : 'top_story', 1, perPage, context, tag ? { tag: tag.keyword_slug } : {})).data,
  });
}

function RailStories({ article, tag }: { article: Article; tag: Tag | undefined }) {
  const query = useQuery(railStoriesQuery(tag));
  const stories = (query.data ?? []).filter((story) => story.id !== article.id).slice(0, ARTICLE_RAIL_STORIES);
  if (query.isError || (query.isSuccess && stories.length === 0)) return null;
  const title = tag ? `More on ${tag.keyword}` : 'Top Stories';
  return (
    <section className="rail-stories" aria-labelledby="rail-stories-title">
      <h2 id="rail-stories-title" className="rail-stories__title">
        {title}
      </h2>
      <ul className="rail-stories__list" aria-busy={query.isPending}>
        {query.isPending
          ? Array.from({ length: ARTICLE_RAIL_STORIES }, (_, i) => <li key={i} className="rail-stories__item rail-stories__item--blank" aria-hidden="true" />)
          : stories.map((story) => (
              <StoryItem key={story.id} story={story} block="rail-stories" itemClass="rail-stories__item" image={{ width: 96, height: 54 }} titled />
            ))}
      </ul>
    </section>
  );
}
