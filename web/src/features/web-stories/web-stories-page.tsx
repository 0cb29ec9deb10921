import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type MouseEvent } from 'react';
import { Link } from '../../components/link';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { PageFrame } from '../../components/page/page-frame';
import { storyPath } from '../../lib/story-path';
import { storiesQuery } from '../../lib/stories-query';
import { StoryDialog } from './story-dialog';
import './web-stories.css';
import './story-viewer.css';

/** Cards held while the list loads, enough to fill a first screen at any width, so nothing moves in. */
const SKELETON_CARDS = 8;

/** A plain click opens the list viewer; a click meant for a new tab or window follows the link. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * /web-stories: the 'Popular Stories' grid. A card opens the list viewer over the grid, from that
 * story on; each card is still a link to the story's own page, for new tabs and crawlers.
 */
export function WebStoriesPage() {
  const stories = useQuery(storiesQuery);
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const close = () => {
    setOpen(null);
    // The browser restores focus on close too; this makes sure it lands on the card that opened it.
    opener.current?.focus();
  };

  let body;
  if (stories.isPending)
    body = (
      <ul className="stories-grid" aria-busy="true" aria-label="Loading stories">
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <li key={i} className="stories-card stories-card--skeleton" />
        ))}
      </ul>
    );
  else if (stories.isError) body = <ErrorState message="something went wrong" />;
  else if (stories.data.length === 0) body = <EmptyState message="No stories available" />;
  else
    body = (
      <ul className="stories-grid">
        {stories.data.map((group, index) => {
          const cover = group.stories[0]?.media[0];
          const hasVideo = group.stories.some((s) => s.type === 'video');
          return (
            <li key={group.id}>
              <Link
                to={storyPath(group)}
                className="stories-card"
                aria-haspopup="dialog"
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  opener.current = event.currentTarget;
                  setOpen(index);
                }}
              >
                {cover && <img src={cover.thumb ?? cover.url} alt="" width={228} height={400} loading={index < 6 ? 'eager' : 'lazy'} />}
                <span className="stories-card__count">
                  {group.stories.length} slides{hasVideo ? ' · video' : ''}
                </span>
                <span className="stories-card__title">
                  <span className="stories-card__text">{group.title}</span>
                </span>
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
      {open !== null && stories.data && <StoryDialog groups={stories.data} startGroup={open} onClose={close} />}
    </PageFrame>
  );
}
