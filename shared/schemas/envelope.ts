// The upstream's response envelopes (docs/upstream-api.md): every answer is an object with `status`.
// Success carries its payload beside `status`; failure carries a message (and, from the edge, a code).
import { z } from '../zod';
import { NumberLikeSchema, OptionalNumberSchema } from './primitives';

const success = z.literal('success');

export const UpstreamErrorSchema = z.looseObject({
  status: z.literal('error'),
  message: z.string(),
  /** Set by the edge for its own failures, e.g. 'upstream_timeout'. */
  code: z.optional(z.string()),
});
export type UpstreamError = z.infer<typeof UpstreamErrorSchema>;

/** `{status: 'success', data}`. */
export function dataEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.looseObject({ status: success, data });
}

/**
 * `{status: 'success', data: item[], total, total_pages, page}`; takes the item schema. `page` is
 * optional because the author lists do not echo it.
 */
export function pagedEnvelope<T extends z.ZodMiniType>(item: T) {
  return z.looseObject({
    status: success,
    data: z.array(item),
    total: NumberLikeSchema,
    total_pages: NumberLikeSchema,
    page: OptionalNumberSchema,
  });
}

/** A payload that sits beside `status` rather than under `data` (schedules, seriesByMonth, likes). */
export function payloadEnvelope<Shape extends z.core.$ZodShape>(payload: { shape: Shape }) {
  return z.looseObject({ ...payload.shape, status: success });
}

/** `{status: 'success', message}`: feedback, log, logout, purge-cache. */
export const MessageEnvelopeSchema = z.looseObject({ status: success, message: z.string() });
export type MessageEnvelope = z.infer<typeof MessageEnvelopeSchema>;

/** Either the given success envelope or the error envelope; narrow on `status`. */
export function orUpstreamError<T extends z.ZodMiniType>(successSchema: T) {
  return z.union([successSchema, UpstreamErrorSchema]);
}
