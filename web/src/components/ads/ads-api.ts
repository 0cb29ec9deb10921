import { z } from '../../../../shared/zod';
import { dataEnvelope } from '../../../../shared/schemas/envelope';
import { AdSchema, type Ad } from '../../../../shared/schemas/site';
import { apiGet, type ApiContext } from '../../lib/api-client';

const CampaignSchema = dataEnvelope(z.array(AdSchema));

/** GET /v1/ads/{campaign} (SPEC section 7): the campaign's creatives, desktop first; empty when unfilled. */
export async function fetchCampaign(campaign: string, context: ApiContext): Promise<Ad[]> {
  return (await apiGet(`/v1/ads/${encodeURIComponent(campaign)}`, CampaignSchema, context)).data;
}
