import { z } from '../../../../shared/zod';
import { useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { VideoSchema } from '../../../../shared/schemas/video';
import { apiGet } from '../../lib/api-client';
import { VideoGrid } from '../video/video-grid';
import { VideoGridSkeleton } from '../video/video-grid-skeleton';
import { EmptyState } from './empty-state';

const VideosSchema = dataEnvelope(z.array(VideoSchema));

/**
 * The exclusive videos (GET /v1/misc/exclusiveVideos): the upstream has no per-series or per-match
 * call. Each plays in the video modal.
 */
export function ExclusiveVideos() {
  const videos = useQuery({
    queryKey: ['exclusive-videos'],
    queryFn: async ({ signal }) => (await apiGet('/v1/misc/exclusiveVideos', VideosSchema, signal)).data,
  });
  if (videos.isPending) return <VideoGridSkeleton />;
  if (videos.isError) return null;
  if (videos.data.length === 0) return <EmptyState message="No data available..." />;
  return <VideoGrid videos={videos.data} />;
}
