import { useQuery } from '@tanstack/react-query';
import { MORE_STORIES_PER_PAGE } from '../../../../shared/constants';
import type { ArticleType } from '../../../../shared/schemas/article';
import { moreStoriesQuery } from './article-api';
import { StoryItem } from './story-item';

/**
 * More stories of the article's type (SPEC section 7), as cards leading client-side to each. While
 * loading, blank cards of the same size hold the place; on error the strip is left out.
 */
export function MoreStories({ newsType, id }: { newsType: ArticleType; id: number }) {
  const query = useQuery(moreStoriesQuery(newsType, id));
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <section className="more-stories" aria-labelledby="more-stories-title">
      <h2 id="more-stories-title" className="more-stories__title">
        More Stories
      </h2>
      <ul className="more-stories__list" aria-busy={query.isPending}>
        {query.isPending
          ? Array.from({ length: MORE_STORIES_PER_PAGE }, (_, i) => (
              <li key={`placeholder-${i}`} className="more-stories__card more-stories__card--blank" aria-hidden="true">
                <span className="more-stories__image" />
                <span className="more-stories__body" />
              </li>
            ))
          : query.data.map((story) => (
              <StoryItem key={story.id} story={story} block="more-stories" itemClass="more-stories__card" image={{ width: 320, height: 180 }} />
            ))}
      </ul>
    </section>
  );
}
