import { useId } from 'react';
import { youTubeWatchId, type Video } from '../../../../shared/schemas/video';
import { Icon } from '../icon';
import { ModalDialog } from '../modal-dialog';
import { YouTubePlayer } from './youtube-player';
import './video.css';

interface VideoModalProps {
  video: Video;
  /** After the dialog closed: Escape, the close button or a click on the backdrop. */
  onClose: () => void;
}

/**
 * A video in a modal dialog. SPEC section 5: the link must be a YouTube watch URL; anything else
 * says so in the modal and no frame is made for it.
 */
export function VideoModal({ video, onClose }: VideoModalProps) {
  const titleId = useId();
  const id = youTubeWatchId(video.video_url);

  return (
    <ModalDialog className="video-modal" labelledBy={titleId} onClose={onClose}>
      {(close) => (
        <div className="video-modal__panel">
          <div className="video-modal__head">
            <h2 id={titleId} className="video-modal__title">
              {video.title}
            </h2>
            <button type="button" className="video-modal__close" aria-label="Close video" onClick={close}>
              <Icon name="close" size={22} />
            </button>
          </div>
          {id ? (
            <YouTubePlayer id={id} title={video.title} thumb={video.thumb_url} />
          ) : (
            <div className="video-screen video-screen--invalid">
              {video.thumb_url && <img className="video-facade__thumb" src={video.thumb_url} alt="" width={640} height={360} />}
              <div className="video-facade__body">
                <p className="video-facade__note" role="alert">
                  Invalid YouTube URL
                </p>
              </div>
            </div>
          )}
        </div>
      )}
    </ModalDialog>
  );
}
