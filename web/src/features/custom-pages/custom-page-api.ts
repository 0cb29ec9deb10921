import { queryOptions } from '@tanstack/react-query';
import { z } from '../../../../shared/zod';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { CustomPageSchema, TeamMemberSchema } from '../../../../shared/schemas/site';
import { apiGet } from '../../lib/api-client';

/** The /p/{slug} pages the spec knows; any other slug is a not-found page without a request. */
export const POLICY_SLUGS = [
  'privacy-policy',
  'terms-of-use',
  'correction-policy',
  'fact-check-policy',
  'cookie-policy',
  'dmca-policy',
  'disclaimer-policy',
] as const;

export function isPolicySlug(slug: string | undefined): boolean {
  return POLICY_SLUGS.some((known) => known === slug);
}

/**
 * GET /v1/misc/customPage/{slug}. The original adds ?cg_random={n} to dodge caches; it is left off
 * on purpose, since the edge caches these pages and purge-cache is how an edit goes live.
 */
export function customPageQuery(slug: string) {
  return queryOptions({
    queryKey: ['custom-page', slug],
    queryFn: (context) =>
      apiGet(`/v1/misc/customPage/${encodeURIComponent(slug)}`, dataEnvelope(CustomPageSchema), context).then((r) => r.data),
  });
}

/** GET /v1/misc/ourTeam: the About page's 'Our Team of Experts'. */
export const ourTeamQuery = queryOptions({
  queryKey: ['custom-page', 'our-team'],
  queryFn: (context) => apiGet('/v1/misc/ourTeam', dataEnvelope(z.array(TeamMemberSchema)), context).then((r) => r.data),
});
