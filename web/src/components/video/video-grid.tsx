import { useRef, useState } from 'react';
import { dayLabel } from '../../../../shared/format/day-label';
import type { Video } from '../../../../shared/schemas/video';
import { Icon } from '../icon';
import { VideoModal } from './video-modal';
import './video.css';

/**
 * A grid of video cards, each opening the video modal in the page. Every video list uses it (series
 * and match Videos tabs, a team's videos, the home page), so they all play the same way.
 */
export function VideoGrid({ videos }: { videos: Video[] }) {
  const [open, setOpen] = useState<Video | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <>
      <ul className="video-list">
        {videos.map((video, index) => {
          const date = dayLabel(video.createdAt);
          return (
            <li key={`${video.video_url}|${index}`}>
              <button
                type="button"
                className="video-tile"
                aria-haspopup="dialog"
                onClick={(event) => {
                  opener.current = event.currentTarget;
                  setOpen(video);
                }}
              >
                <span className="video-tile__thumb">
                  {video.thumb_url && <img src={video.thumb_url} alt="" width={320} height={180} loading="lazy" />}
                  <span className="video-tile__play" aria-hidden="true">
                    <Icon name="play" size={22} />
                  </span>
                </span>
                <span className="video-tile__title">{video.title}</span>
                {date && <span className="video-tile__date">{date}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <VideoModal
          video={open}
          onClose={() => {
            setOpen(null);
            opener.current?.focus();
          }}
        />
      )}
    </>
  );
}
