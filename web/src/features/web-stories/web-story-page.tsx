import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { Link } from '../../components/link';
import { PageRedirect } from '../../components/page-redirect';
import type { StoryGroup } from '../../../../shared/schemas/story';
import { storyPath } from '../../lib/story-path';
import { storiesQuery } from '../../lib/stories-query';
import { storyIdOf } from './story-id';
import { StoryViewer } from './story-viewer';
import './story-viewer.css';

/**
 * /web-stories/{slug-id}: one story full-screen (a centred card on a dark stage on wide screens),
 * playing on into the next stories and stopping after the last, where Reload starts it again. The
 * address follows the story being watched. A story that is not in the list goes back to the list.
 */
export function WebStoryPage() {
  const { id } = useParams();
  const storyId = storyIdOf(id);
  const stories = useQuery(storiesQuery);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const followGroup = useCallback(
    (group: StoryGroup) => {
      const path = storyPath(group);
      if (path !== pathname) void navigate(path, { replace: true });
    },
    [navigate, pathname],
  );

  if (stories.isPending) {
    return (
      <div className="story-stage story-stage--page">
        <div className="story-frame" aria-busy="true">
          <div className="story-frame__media">
            <span className="story-frame__spinner" aria-hidden="true" />
          </div>
        </div>
      </div>
    );
  }
  if (stories.isError) {
    return (
      <div className="page-state page-state--error story-error" role="alert">
        <p>Something went wrong.</p>
        <div className="story-error__links">
          <Link to="/web-stories" className="page-button">
            Go to Web Stories
          </Link>
          <Link to="/" className="page-button page-button--quiet">
            Go to Home
          </Link>
        </div>
      </div>
    );
  }
  const start = stories.data.findIndex((g) => g.id === storyId);
  if (start < 0) return <PageRedirect to="/web-stories" />;

  return (
    <div className="story-stage story-stage--page">
      <StoryViewer groups={stories.data} startGroup={start} end="stop" headingLevel={1} onGroupChange={followGroup} />
    </div>
  );
}
