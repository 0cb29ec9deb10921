import { useQuery } from '@tanstack/react-query';
import { format, isValid, parseISO } from 'date-fns';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { LoadingState } from '../../components/page/loading-state';
import { teamVideosQuery } from './teams-api';

/** The side's videos. Each opens on YouTube; the in-page video modal belongs to another page. */
export function TeamVideos({ teamId }: { teamId: number }) {
  const videos = useQuery(teamVideosQuery(teamId));
  if (videos.isPending) return <LoadingState />;
  if (videos.isError) return <ErrorState onRetry={() => void videos.refetch()} />;
  if (videos.data.length === 0) return <EmptyState message="No data available..." />;
  return (
    <ul className="team-videos">
      {videos.data.map((video) => {
        const date = video.createdAt ? parseISO(video.createdAt) : null;
        return (
          <li key={video.video_url}>
            <a href={video.video_url} target="_blank" rel="noopener noreferrer" className="team-video">
              {video.thumb_url ? <img src={video.thumb_url} alt="" width={320} height={180} loading="lazy" /> : <span className="team-video__blank" />}
              <span className="team-video__title">{video.title}</span>
              {date && isValid(date) && <span className="teams-note teams-note--tight">{format(date, 'd MMM yyyy')}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
