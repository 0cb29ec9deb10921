import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../lib/use-online';
import { Icon } from '../icon';
import { isPlayerReadyMessage, listeningMessage, YOUTUBE_EMBED_ORIGIN, youTubeEmbedUrl, youTubeWatchUrl } from './youtube-embed';

/** Not a spec number: how long the player may take to say it is ready before the modal gives up on it. */
const PLAYER_READY_TIMEOUT_MS = 8_000;
/** The iframe API repeats its handshake until the player answers; so does this. */
const LISTENING_EVERY_MS = 250;

interface YouTubePlayerProps {
  id: string;
  title: string;
  thumb: string | null | undefined;
}

type PlayerState = 'loading' | 'ready' | 'failed';

/**
 * A YouTube embed behind a facade: the thumbnail and 'Open on YouTube' stay over the frame until the
 * player itself says it is ready, so a fan offline (or on a network that blocks YouTube) sees the
 * video's picture and a way to watch it, never a broken frame. Offline the frame is not even tried.
 */
export function YouTubePlayer({ id, title, thumb }: YouTubePlayerProps) {
  const online = useOnline();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<PlayerState>(online ? 'loading' : 'failed');
  const [frameLoaded, setFrameLoaded] = useState(false);

  useEffect(() => {
    if (!online) setState('failed');
  }, [online]);

  // Listen for the player's onReady from the embed origin and this frame only; give up after a while.
  useEffect(() => {
    if (state !== 'loading') return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frameRef.current?.contentWindow) return;
      if (isPlayerReadyMessage(event.origin, event.data)) setState('ready');
    };
    window.addEventListener('message', onMessage);
    const giveUp = setTimeout(() => setState('failed'), PLAYER_READY_TIMEOUT_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(giveUp);
    };
  }, [state, attempt]);

  // Once the frame has loaded, say we are listening until the player answers.
  useEffect(() => {
    if (state !== 'loading' || !frameLoaded) return;
    const hello = () => frameRef.current?.contentWindow?.postMessage(listeningMessage(attempt + 1), YOUTUBE_EMBED_ORIGIN);
    hello();
    const again = setInterval(hello, LISTENING_EVERY_MS);
    return () => clearInterval(again);
  }, [state, frameLoaded, attempt]);

  const retry = () => {
    setFrameLoaded(false);
    setAttempt((n) => n + 1);
    setState(navigator.onLine ? 'loading' : 'failed');
  };

  const showFrame = online && state !== 'failed';
  return (
    <div className="video-screen" aria-busy={state === 'loading'}>
      {showFrame && (
        <iframe
          key={attempt}
          ref={frameRef}
          className="video-screen__frame"
          src={youTubeEmbedUrl(id, window.location.origin)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          onLoad={() => setFrameLoaded(true)}
        />
      )}
      {state !== 'ready' && (
        <div className="video-facade" data-state={state}>
          {thumb ? <img className="video-facade__thumb" src={thumb} alt="" width={640} height={360} /> : <span className="video-facade__thumb" />}
          <div className="video-facade__body">
            {state === 'loading' ? (
              <>
                <span className="video-facade__play" aria-hidden="true">
                  <Icon name="play" size={30} />
                </span>
                <p className="video-facade__note" role="status">
                  Loading video…
                </p>
              </>
            ) : (
              <>
                <p className="video-facade__note" role="status">
                  {online ? 'This video could not load here.' : 'You are offline, so this video cannot play here.'}
                </p>
                {online && (
                  <button type="button" className="video-facade__retry" onClick={retry}>
                    <Icon name="replay" size={18} /> Try Again
                  </button>
                )}
              </>
            )}
            <a className="video-facade__youtube" href={youTubeWatchUrl(id)} target="_blank" rel="noopener noreferrer">
              <Icon name="youtube" size={20} /> Open on YouTube
            </a>
          </div>
        </div>
      )}
    </div>
  );
}
