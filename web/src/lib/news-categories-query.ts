import { queryOptions } from '@tanstack/react-query';
import { z } from '../../../shared/zod';
import { NewsCategorySchema } from '../../../shared/schemas/category';
import { dataEnvelope } from '../../../shared/schemas/envelope';
import { apiGet } from './api-client';

const CategoriesSchema = dataEnvelope(z.array(NewsCategorySchema));
/** Categories change with editorial work, not while a fan reads: one fetch per visit is plenty. */
const CATEGORIES_STALE_MS = 60 * 60_000;

/** GET /v1/news/categories as a list of {id, title, slug}; shared by the More menu and any page listing categories. */
export const newsCategoriesQuery = queryOptions({
  queryKey: ['news-categories'],
  queryFn: async (context) => (await apiGet('/v1/news/categories', CategoriesSchema, context)).data,
  staleTime: CATEGORIES_STALE_MS,
});
