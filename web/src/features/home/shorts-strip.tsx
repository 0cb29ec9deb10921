import { useQuery } from '@tanstack/react-query';
import { Link } from '../../components/link';
import { THUMBNAIL_SIZES } from '../../../../shared/constants';
import type { StoryGroup } from '../../../../shared/schemas/story';
import { BlockFrame } from '../../components/block-frame';
import { useNearViewport } from '../../components/near-viewport-context';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { storiesQuery } from '../../lib/stories-query';
import { storyPath } from '../../lib/story-path';
import './home.css';

/** The web stories' portrait thumbnail (SPEC.md section 9: 170 × 315). */
const [THUMB] = THUMBNAIL_SIZES;
const PLACEHOLDERS = 6;

function cover(group: StoryGroup): string | null {
  const first = group.stories[0]?.media[0];
  if (!first) return null;
  // A video item's url is the clip itself; only its thumb is a picture.
  return first.thumb ?? (group.stories[0]?.type === 'image' ? first.url : null);
}

/** Shorts: the web stories as a sideways strip of portrait cards, each opening its story. */
export function ShortsStrip() {
  const stories = useQuery({ ...storiesQuery, enabled: useNearViewport() });
  return (
    <BlockFrame id="home-shorts" title="Shorts" more={{ to: '/web-stories', label: 'All stories' }} busy={stories.isPending}>
      {stories.isPending ? (
        <ul className="shorts" aria-hidden="true">
          {Array.from({ length: PLACEHOLDERS }, (_, i) => (
            <li key={i} className="shorts__card shorts__card--skeleton" />
          ))}
        </ul>
      ) : stories.isError ? (
        <ErrorState message="something went wrong" onRetry={() => void stories.refetch()} />
      ) : stories.data.length === 0 ? (
        <EmptyState message="No stories available" />
      ) : (
        <ul className="shorts">
          {stories.data.map((group) => {
            const image = cover(group);
            return (
              <li key={group.id}>
                <Link to={storyPath(group)} className="shorts__card">
                  {image && <img src={image} alt="" width={THUMB.width} height={THUMB.height} loading="lazy" decoding="async" />}
                  <span className="shorts__title">{group.title}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </BlockFrame>
  );
}
