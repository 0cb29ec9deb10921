import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { AUTHOR_ARTICLES_PER_PAGE, AUTHORS_PER_PAGE } from '../../../../shared/constants';
import {
  AuthorListResponseSchema,
  AuthorNewsResponseSchema,
  AuthorSchema,
  type AuthorNewsType,
} from '../../../../shared/schemas/author';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { apiGet, apiReadingPost } from '../../lib/api-client';

/** GET /v1/authors/?page&per_page=9 (the spec writes the trailing slash). */
export function authorsQuery(page: number) {
  return queryOptions({
    queryKey: ['authors', 'list', page],
    queryFn: (context) => apiGet(`/v1/authors/?page=${page}&per_page=${AUTHORS_PER_PAGE}`, AuthorListResponseSchema, context),
    // Keep the current page on screen while the next one loads, so pagination does not jump.
    placeholderData: keepPreviousData,
  });
}

/** POST /v1/authors/findByUsername: a read, so it is cached like one. */
export function authorQuery(username: string) {
  return queryOptions({
    queryKey: ['authors', 'profile', username],
    queryFn: (context) => apiReadingPost('/v1/authors/findByUsername', { username }, dataEnvelope(AuthorSchema), context).then((r) => r.data),
  });
}

/** GET /v1/authors/{id}/news?page&per_page=10&type: a new filter is a new key, so it starts at page 1. */
export function authorNewsQuery(authorId: number, type: AuthorNewsType) {
  return infiniteQueryOptions({
    queryKey: ['authors', authorId, 'news', type],
    queryFn: ({ pageParam, ...context }) =>
      apiGet(`/v1/authors/${authorId}/news?page=${pageParam}&per_page=${AUTHOR_ARTICLES_PER_PAGE}&type=${type}`, AuthorNewsResponseSchema, context),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (Number(last.total_pages) > pages.length ? pages.length + 1 : undefined),
  });
}
