import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { storiesQuery, storyPath } from './stories-api';
import './web-stories.css';

/** /web-stories: the 'Popular Stories' grid. */
export function WebStoriesPage() {
  const stories = useQuery(storiesQuery);

  let body;
  if (stories.isPending) body = <LoadingState />;
  else if (stories.isError) body = <ErrorState message="something went wrong" />;
  else if (stories.data.length === 0) body = <EmptyState message="No stories available" />;
  else
    body = (
      <ul className="stories-grid">
        {stories.data.map((group) => {
          const cover = group.stories[0]?.media[0];
          return (
            <li key={group.id}>
              <Link to={storyPath(group)} className="stories-card">
                <span className="stories-card__cover">
                  {cover && <img src={cover.thumb ?? cover.url} alt="" width={228} height={400} loading="lazy" />}
                  <span className="stories-card__count">{group.stories.length} slides</span>
                </span>
                {/* Below the cover, not over it: the cover images carry their own text. */}
                <span className="stories-card__title">{group.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    );

  return (
    <PageFrame title="Web Stories" crumbs={[{ label: 'Web Stories' }]} className="stories">
      <h2 className="stories-heading">Popular Stories</h2>
      {body}
    </PageFrame>
  );
}
