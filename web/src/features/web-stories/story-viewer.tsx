import { useEffect, useLayoutEffect, useReducer, useState, type ReactNode } from 'react';
import { Link } from '../../components/link';
import { STORY_PROGRESS_TICK_MS } from '../../../../shared/constants';
import type { StoryGroup } from '../../../../shared/schemas/story';
import { Icon } from '../../components/icon';
import { usePageMeta } from '../../lib/use-page-meta';
import { StoryCaption } from './story-caption';
import { StoryMedia } from './story-media';
import { startStoryTimeline, storyProgress, storyTimelineReducer, type StoryEnd } from './story-timeline';

interface StoryViewerProps {
  groups: StoryGroup[];
  startGroup: number;
  /** 'close' for the list viewer (a dialog), 'stop' for the single story page. */
  end: StoryEnd;
  /** The list viewer's close control and its end; the single page has none. */
  onClose?: () => void;
  /** The single page keeps its address on the group being watched. */
  onGroupChange?: (group: StoryGroup) => void;
  /** The page's h1 on the single page; under the grid's h1 in the list viewer. */
  headingLevel: 1 | 2;
  /** The group title's id, for a dialog to be labelled by it. */
  titleId?: string;
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className="story-control" aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}

/**
 * The timed story player: a 9:16 frame with a progress bar per item, tap zones for previous and
 * next, pause/play, mute for video items, and the item's words over the picture. Time and position
 * live in the pure story timeline; this component renders it and feeds it ticks, taps and keys.
 */
export function StoryViewer({ groups, startGroup, end, onClose, onGroupChange, headingLevel, titleId }: StoryViewerProps) {
  const [state, dispatch] = useReducer(storyTimelineReducer, undefined, () =>
    startStoryTimeline(
      groups.map((g) => g.stories.length),
      end,
      startGroup,
    ),
  );
  const [muted, setMuted] = useState(true);
  const group = groups[state.group];
  const item = group?.stories[state.item];
  const running = state.status === 'playing' && !state.paused && !state.waiting && state.durationMs !== null;

  usePageMeta({ title: group ? group.info?.metaTitle || group.title : null, description: group?.info?.metaDescription });

  // Started in the commit that makes the item run (a layout effect), so no time passes between a tap
  // on Play and the first tick; a passive effect would start it a task later.
  useLayoutEffect(() => {
    if (!running) return;
    const timer = setInterval(() => dispatch({ type: 'tick' }), STORY_PROGRESS_TICK_MS);
    return () => clearInterval(timer);
  }, [running, state.group, state.item]);

  useEffect(() => {
    if (state.status === 'closed') onClose?.();
  }, [state.status, onClose]);

  useEffect(() => {
    if (group) onGroupChange?.(group);
  }, [group, onGroupChange]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (event.key === 'ArrowRight') dispatch({ type: 'next' });
      else if (event.key === 'ArrowLeft') dispatch({ type: 'previous' });
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // The next picture loads while this one shows, so the next tap is instant.
  const following = group?.stories[state.item + 1] ?? groups[state.group + 1]?.stories[0];
  useEffect(() => {
    const media = following?.media[0];
    if (following?.type === 'image' && media) new Image().src = media.url;
  }, [following]);

  if (!group || !item) return null;
  const GroupHeading = headingLevel === 1 ? 'h1' : 'h2';
  const progress = storyProgress(state);
  const stopped = state.status === 'stopped';
  const playing = !state.paused && !stopped;

  return (
    <div className="story-frame" aria-busy={state.waiting && !stopped} data-status={state.status}>
      <div className="story-frame__media">
        <StoryMedia
          key={`${group.id}-${item.id}`}
          item={item}
          paused={!playing}
          muted={muted}
          onReady={(durationMs) => dispatch({ type: 'media-ready', durationMs })}
          onWaiting={() => dispatch({ type: 'media-waiting' })}
        />
        {state.waiting && !stopped && <span className="story-frame__spinner" aria-hidden="true" />}
      </div>

      <div className="story-frame__top">
        <div
          className="story-bars"
          role="progressbar"
          aria-label="Story progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round((progress[state.item] ?? 0) * 100)}
          aria-valuetext={`Slide ${state.item + 1} of ${progress.length}`}
        >
          {progress.map((fill, i) => (
            <span key={i} className="story-bars__track" data-state={i < state.item || stopped ? 'seen' : i === state.item ? 'current' : 'next'}>
              <span className="story-bars__fill" style={{ transform: `scaleX(${fill})` }} />
            </span>
          ))}
        </div>
        <div className="story-frame__bar">
          <GroupHeading className="story-frame__group" id={titleId}>{group.title}</GroupHeading>
          <div className="story-frame__controls">
            {item.type === 'video' && (
              <ControlButton label={muted ? 'Unmute' : 'Mute'} onClick={() => setMuted((m) => !m)}>
                <Icon name={muted ? 'volume-off' : 'volume'} size={22} />
              </ControlButton>
            )}
            {!stopped && (
              <ControlButton label={state.paused ? 'Play' : 'Pause'} onClick={() => dispatch({ type: state.paused ? 'play' : 'pause' })}>
                <Icon name={state.paused ? 'play' : 'pause'} size={22} />
              </ControlButton>
            )}
            {onClose ? (
              <ControlButton label="Close story" onClick={onClose}>
                <Icon name="close" size={22} />
              </ControlButton>
            ) : (
              <Link to="/web-stories" className="story-control" aria-label="Close story">
                <Icon name="close" size={22} />
              </Link>
            )}
          </div>
        </div>
      </div>

      {/* After the title and controls, so they come first to keyboards and screen readers. */}
      <button type="button" className="story-zone story-zone--previous" aria-label="Previous slide" onClick={() => dispatch({ type: 'previous' })}>
        <span className="story-zone__arrow">
          <Icon name="chevron-left" />
        </span>
      </button>
      <button type="button" className="story-zone story-zone--next" aria-label="Next slide" onClick={() => dispatch({ type: 'next' })}>
        <span className="story-zone__arrow">
          <Icon name="chevron-right" />
        </span>
      </button>

      <StoryCaption item={item} headingLevel={headingLevel === 1 ? 2 : 3} />

      {stopped && (
        <div className="story-end">
          <p className="story-end__title">You&rsquo;re all caught up</p>
          <button type="button" className="story-end__reload" onClick={() => dispatch({ type: 'restart' })} autoFocus>
            <Icon name="replay" size={20} /> Reload
          </button>
          <Link to="/web-stories" className="story-end__more">
            More Web Stories
          </Link>
        </div>
      )}
    </div>
  );
}
