import { z } from '../../../../shared/zod';
import { useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { VideoSchema } from '../../../../shared/schemas/video';
import { apiGet } from '../../lib/api-client';
import { VideoGrid } from '../video/video-grid';
import { VideoGridSkeleton } from '../video/video-grid-skeleton';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';

const VideosSchema = dataEnvelope(z.array(VideoSchema));

/** Whose videos: one series' (its cid) or one match's. */
export type VideoFilter = { series: number } | { match: number };

interface ExclusiveVideosProps {
  filter: VideoFilter;
  /** The spec's empty-state sentence of the page (SPEC section 8). */
  emptyMessage: string;
  /** Said above Try Again when the call fails; 'Something Went Wrong...' unless the page says otherwise. */
  errorMessage?: string;
}

/**
 * The videos of one series or one match (GET /v1/misc/exclusiveVideos?series= or ?match=, see
 * docs/upstream-api.md). Each plays in the video modal.
 */
export function ExclusiveVideos({ filter, emptyMessage, errorMessage }: ExclusiveVideosProps) {
  const query = new URLSearchParams(Object.entries(filter).map(([name, id]) => [name, String(id)]));
  const videos = useQuery({
    queryKey: ['exclusive-videos', filter],
    queryFn: async (context) => (await apiGet(`/v1/misc/exclusiveVideos?${query}`, VideosSchema, context)).data,
  });
  if (videos.isPending) return <VideoGridSkeleton />;
  if (videos.isError) return <ErrorState message={errorMessage} onRetry={() => void videos.refetch()} />;
  if (videos.data.length === 0) return <EmptyState message={emptyMessage} />;
  return <VideoGrid videos={videos.data} />;
}
