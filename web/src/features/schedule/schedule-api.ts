import { z } from '../../../../shared/zod';
import { ScheduleResponseSchema } from '../../../../shared/schemas/schedule';
import { apiGet, type ApiContext } from '../../lib/api-client';

// The payload sits beside `status` (docs/upstream-api.md); extended here so the type stays concrete.
const ScheduleEnvelopeSchema = z.extend(ScheduleResponseSchema, { status: z.literal('success') });

/**
 * GET /v1/matches/schedule/live?page={n} for n ≥ 2; page 1 is pushed on the schedule-live topic.
 * Also the upcoming and completed window paths of shared/format/schedule-window.
 */
export function fetchSchedule(path: string, context: ApiContext) {
  return apiGet(path, ScheduleEnvelopeSchema, context);
}
