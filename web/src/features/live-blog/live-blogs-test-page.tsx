import { useParams } from 'react-router-dom';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { idFromSegment } from '../../../../shared/format/match-path';
import { LoadingState } from '../../components/page/loading-state';
import { NotFoundPage } from '../../components/page/not-found-page';
import { PageFrame } from '../../components/page/page-frame';
import { RemountOnRetry } from '../../components/page/remount-on-retry';
import { SafeHtml } from '../../components/page/safe-html';
import { LiveStatus } from '../../lib/live/live-status';
import { useLiveBlog } from '../../components/live-blog/use-live-blog';

function BlockList({ articleId, onRetry }: { articleId: number; onRetry: () => void }) {
  const blog = useLiveBlog(articleId);
  if (blog.error) return <ErrorState message="Error Occurred !!. Click Here To Retry" retryLabel="Retry" onRetry={onRetry} />;
  if (!blog.article) return <LoadingState label="Loading Data !" />;
  if (blog.blocks.length === 0) return <EmptyState message="No blocks found" />;
  return (
    <>
      <LiveStatus state={blog} />
      <table className="debug-blocks">
        <caption>{blog.article.title}</caption>
        <thead>
          <tr>
            <th scope="col">id</th>
            <th scope="col">blockTime</th>
            <th scope="col">title / body</th>
          </tr>
        </thead>
        <tbody>
          {blog.blocks.map((block) => (
            <tr key={block.id}>
              <td>{block.id}</td>
              <td>
                <time dateTime={block.blockTime}>{block.blockTime}</time>
              </td>
              <td>
                {block.title && <strong>{block.title}</strong>}
                <SafeHtml html={block.body} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** /live-blogs-test/{id}: the debug list of a blog's blocks as the edge pushes them. */
export function LiveBlogsTestPage() {
  const articleId = idFromSegment(useParams().id);
  if (articleId === null) return <NotFoundPage />;
  return (
    <PageFrame title={`Live blog blocks: ${articleId}`}>
      <RemountOnRetry topics={[`blog/${articleId}`]}>
        {(retry) => <BlockList key={articleId} articleId={articleId} onRetry={retry} />}
      </RemountOnRetry>
    </PageFrame>
  );
}
