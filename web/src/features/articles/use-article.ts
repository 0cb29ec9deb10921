import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { parseSlugId } from '../../../../shared/format/slug-id';
import { articleQuery } from './article-api';

/** The article named by the route's '{slug}-{id}' segment; id null when the segment does not parse. */
export function useArticle() {
  const { slugId = '' } = useParams();
  const id = parseSlugId(slugId)?.id ?? null;
  const query = useQuery({ ...articleQuery(id ?? 0), enabled: id !== null });
  return { id, query };
}
