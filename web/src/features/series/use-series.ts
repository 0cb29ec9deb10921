import { useQuery } from '@tanstack/react-query';
import { idFromSegment } from '../../../../shared/format/match-path';
import { seriesDetailQuery } from './series-api';

/** The series named by a route segment ('{slug}-{id}' or an id); id null when it names none. */
export function useSeries(segment: string | undefined) {
  const id = idFromSegment(segment);
  const query = useQuery({ ...seriesDetailQuery(id ?? 0), enabled: id !== null });
  return { id, query };
}
