import { z } from '../../../../shared/zod';
import { ArticleSchema } from '../../../../shared/schemas/article';
import { NewsBlockSchema } from '../../../../shared/schemas/news-block';
import { lenientArray } from '../../../../shared/schemas/primitives';
import { useLiveData } from '../page/use-live-data';

/** The blog/{articleId} topic's state: the article and its blocks, newest first (docs/live-protocol.md). */
const BlogTopicSchema = z.looseObject({ article: ArticleSchema, blocks: lenientArray(NewsBlockSchema) });

/** A live blog pushed from the edge; null id subscribes to nothing. */
export function useLiveBlog(articleId: number | null) {
  const live = useLiveData(articleId ? `blog/${articleId}` : null, BlogTopicSchema);
  return { ...live, article: live.value?.article ?? null, blocks: live.value?.blocks ?? [] };
}
