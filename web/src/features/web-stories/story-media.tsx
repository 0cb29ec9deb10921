import { useLayoutEffect, useRef } from 'react';
import type { Story } from '../../../../shared/schemas/story';
import { storyItemMs } from './story-timeline';

interface StoryMediaProps {
  item: Story;
  paused: boolean;
  muted: boolean;
  /** The media can show: the item's length in ms (a video's own, capped). */
  onReady: (durationMs: number) => void;
  /** The media stalled: the item's time holds until it plays again. */
  onWaiting: () => void;
}

/**
 * One item's picture or clip, filling the story frame. It reports when it can show (an image once
 * loaded, a video once it can play) so the story's time runs only while the fan sees it. A video
 * starts muted so browsers let it play at once; its clock is the story's, not its own.
 */
export function StoryMedia({ item, paused, muted, onReady, onWaiting }: StoryMediaProps) {
  const media = item.media[0];
  const videoRef = useRef<HTMLVideoElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  // An image is ready once it loads or fails (a second report is harmless).
  const reportImage = () => onReady(storyItemMs('image'));

  // The edge's page shows the first item before the app runs: its image may have loaded (or failed)
  // before React took the element over and could hear it, and a clip may already be able to play.
  useLayoutEffect(() => {
    if (imageRef.current?.complete) reportImage();
    const video = videoRef.current;
    if (video && video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) onReady(storyItemMs('video', video.duration));
    // As an item first shows; from then on the elements' own events report.
  }, [item.id]);

  // Layout effects: the element follows Pause and Mute in the same commit as the button's label.
  useLayoutEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (paused) video.pause();
    // A refused play (no gesture yet) leaves the poster: the story's time still runs.
    else void video.play().catch(() => undefined);
  }, [paused, item.id]);

  // React does not keep the muted attribute in step, so the element's property is set directly.
  useLayoutEffect(() => {
    if (videoRef.current) videoRef.current.muted = muted;
  }, [muted, item.id]);

  if (!media) return null;
  if (item.type === 'video') {
    const ready = (event: { currentTarget: HTMLVideoElement }) => onReady(storyItemMs('video', event.currentTarget.duration));
    return (
      <video
        ref={videoRef}
        className="story-media"
        src={media.url}
        poster={media.thumb ?? undefined}
        muted
        playsInline
        autoPlay={!paused}
        preload="auto"
        onCanPlay={ready}
        onPlaying={ready}
        onWaiting={onWaiting}
        // A clip that cannot load shows its poster for an image's time.
        onError={() => onReady(storyItemMs('image'))}
        aria-label={item.title ?? undefined}
      />
    );
  }
  return (
    <img
      className="story-media"
      src={media.url}
      alt={item.title ?? ''}
      width={540}
      height={960}
      decoding="async"
      ref={imageRef}
      onLoad={reportImage}
      onError={reportImage}
    />
  );
}
