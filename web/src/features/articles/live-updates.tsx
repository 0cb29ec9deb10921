import type { NewsBlock } from '../../../../shared/schemas/news-block';
import { BlogBlocks } from '../../components/live-blog/blog-blocks';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { LiveStatus } from '../../lib/live/live-status';
import type { LiveTopicState } from '../../lib/live/live-store';

interface LiveUpdatesProps {
  blog: Pick<LiveTopicState, 'connection' | 'staleSince' | 'error'> & { blocks: NewsBlock[]; loaded: boolean };
  onRetry: () => void;
}

/**
 * A live article's embedded live blog (SPEC sections 2 and 8): its blocks with time and text, pushed
 * from the edge on the article's blog topic; 'Loading ....' until the first state, and 'Something
 * Went Wrong...' with Try Again when the topic is refused.
 */
export function LiveUpdates({ blog, onRetry }: LiveUpdatesProps) {
  return (
    <section className="article-live" aria-labelledby="article-live-title">
      <div className="article-live__head">
        <h2 id="article-live-title" className="article-live__title">
          Live Updates
        </h2>
        {!blog.error && <LiveStatus state={blog} />}
      </div>
      {blog.error ? <ErrorState onRetry={onRetry} /> : !blog.loaded ? <LoadingState /> : <BlogBlocks blocks={blog.blocks} />}
    </section>
  );
}
