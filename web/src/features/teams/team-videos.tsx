import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../components/page/empty-state';
import { ErrorState } from '../../components/page/error-state';
import { VideoGrid } from '../../components/video/video-grid';
import { VideoGridSkeleton } from '../../components/video/video-grid-skeleton';
import { teamVideosQuery } from './teams-api';

/** The side's videos, each playing in the video modal. */
export function TeamVideos({ teamId }: { teamId: number }) {
  const videos = useQuery(teamVideosQuery(teamId));
  if (videos.isPending) return <VideoGridSkeleton />;
  if (videos.isError) return <ErrorState onRetry={() => void videos.refetch()} />;
  if (videos.data.length === 0) return <EmptyState message="No data available..." />;
  return <VideoGrid videos={videos.data} />;
}
