// Building blocks for the upstream's wire shapes. The upstream (Entity Sport style) is loose about
// types: ids and counts arrive as numbers or numeric strings, blanks as '' or null. These parse the
// loose forms into one output type, and every output re-parses unchanged, so a value the edge has
// already parsed can be parsed again by the SPA.
import { z } from 'zod';

const numericString = z
  .string()
  .trim()
  .regex(/^-?\d+(\.\d+)?$/)
  .transform(Number);

/** A primary key the app builds links from: a positive integer, as a number or a numeric string. */
export const IdSchema = z
  .union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER));

/** A reference to another entity that may be absent: missing, null, '' and 0 all read as null. */
export const OptionalIdSchema = z
  .union([IdSchema, z.literal('').transform(() => null), z.literal(0).transform(() => null), z.null()])
  .optional();

/** A non-empty URL segment; the app builds routes from it, so a blank one is an error. */
export const SlugSchema = z.string().trim().min(1);

/** A number that may arrive as a numeric string ('187', '7.52'). */
export const NumberLikeSchema = z.union([z.number().finite(), numericString]);

/** An optional number: missing, null and '' read as absent. */
export const OptionalNumberSchema = z
  .union([NumberLikeSchema, z.literal('').transform(() => null), z.null()])
  .optional();

/** Display text that may arrive as a number (overs 19.4, score 187): kept as text. */
export const TextLikeSchema = z.union([z.string(), z.number().finite().transform(String)]);

export const OptionalTextSchema = TextLikeSchema.nullish();

/** Upstream flags come as booleans, 0/1, '0'/'1' or 'true'/'false'. */
export const FlagSchema = z.union([
  z.boolean(),
  z.literal([0, '0', 'false', '']).transform(() => false),
  z.literal([1, '1', 'true']).transform(() => true),
]);

/** A flag that defaults to false when missing or null. */
export const OptionalFlagSchema = z
  .union([FlagSchema, z.null().transform(() => false)])
  .optional()
  .transform((value) => value ?? false);

/**
 * A list where one malformed item should cost that item, not the whole response: the app renders
 * the rest. Missing or null reads as an empty list. Only for lists inside an entity (tags, faqs,
 * related articles); top-level lists stay strict so a broken upstream is noticed.
 */
export function lenientArray<T extends z.ZodType>(item: T) {
  return z
    .array(z.unknown())
    .nullish()
    .transform((items) => {
      const kept: z.output<T>[] = [];
      for (const raw of items ?? []) {
        const result = item.safeParse(raw);
        if (result.success) kept.push(result.data);
      }
      return kept;
    });
}

/** A calendar date as the upstream keys schedules: 'YYYY-MM-DD'. */
export const CalendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
