import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router-dom';
import { LoadingState } from '../../components/page/loading-state';
import { PageFrame } from '../../components/page/page-frame';
import { storiesQuery, storyIdOf } from './stories-api';
import './web-stories.css';

/**
 * /web-stories/{slug-id}: one story group, its items one after another with their captions. A
 * story that is not in the list goes back to the list. The timed full-screen viewer comes later.
 */
export function WebStoryPage() {
  const { id } = useParams();
  const storyId = storyIdOf(id);
  const stories = useQuery(storiesQuery);

  if (stories.isPending) return <LoadingState />;
  if (stories.isError)
    return (
      <div className="page-state page-state--error" role="alert">
        <p>Something went wrong.</p>
        <Link to="/web-stories" className="page-button">
          Go to Web Stories
        </Link>
      </div>
    );
  const group = stories.data.find((g) => g.id === storyId);
  if (!group) return <Navigate to="/web-stories" replace />;

  return (
    <PageFrame title={group.title} crumbs={[{ label: 'Web Stories', to: '/web-stories' }, { label: group.title }]} className="story">
      <ol className="story-items">
        {group.stories.map((item, i) => {
          const media = item.media[0];
          return (
            <li key={item.id} className="story-item">
              <div className="story-frame">
                {media && item.type === 'video' ? (
                  <video src={media.url} poster={media.thumb ?? undefined} controls muted playsInline preload="metadata" />
                ) : media ? (
                  <img src={media.url} alt={item.title ?? ''} width={360} height={640} loading={i === 0 ? 'eager' : 'lazy'} />
                ) : null}
                <span className="story-frame__index">
                  {i + 1} / {group.stories.length}
                </span>
              </div>
              <div className="story-caption">
                {item.title && <h2>{item.title}</h2>}
                {item.body && <p>{item.body}</p>}
                {item.source && <p className="stories-note">Source: {item.source}</p>}
                {item.ctaURL && <StoryLink href={item.ctaURL} />}
              </div>
            </li>
          );
        })}
      </ol>
    </PageFrame>
  );
}

/** A site path opens in the app; anything else is an outside link. */
function StoryLink({ href }: { href: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href} className="story-cta">Read more</Link>;
  if (!/^https?:\/\//i.test(href)) return null;
  return (
    <a href={href} className="story-cta" target="_blank" rel="noopener noreferrer">
      Read more
    </a>
  );
}
