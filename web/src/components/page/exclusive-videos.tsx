import { useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { VideoSchema } from '../../../../shared/schemas/video';
import { apiGet } from '../../lib/api-client';
import { EmptyState } from './empty-state';

const VideosSchema = dataEnvelope(VideoSchema.array());

/** The exclusive videos (GET /v1/misc/exclusiveVideos): the upstream has no per-series or per-match call. */
export function ExclusiveVideos() {
  const videos = useQuery({
    queryKey: ['exclusive-videos'],
    queryFn: async ({ signal }) => (await apiGet('/v1/misc/exclusiveVideos', VideosSchema, signal)).data,
  });
  if (videos.isPending || videos.isError) return null;
  if (videos.data.length === 0) return <EmptyState message="No data available..." />;
  return (
    <ul className="video-grid">
      {videos.data.map((video) => (
        <li key={video.video_url}>
          <a href={video.video_url} target="_blank" rel="noopener noreferrer" className="video-card">
            {video.thumb_url && <img src={video.thumb_url} alt="" width={320} height={180} loading="lazy" />}
            <span>{video.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
