import './video.css';

/** The video grid's shape while its list loads (cards of the same size), so nothing moves when it arrives. */
export function VideoGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="video-list" aria-busy="true" aria-label="Loading videos">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="video-tile video-tile--skeleton">
          <span className="video-tile__thumb" />
          <span className="video-tile__line" />
          <span className="video-tile__line video-tile__line--short" />
        </li>
      ))}
    </ul>
  );
}
