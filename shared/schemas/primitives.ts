// Building blocks for the upstream's wire shapes. The upstream (Entity Sport style) is loose about
// types: ids and counts arrive as numbers or numeric strings, blanks as '' or null. These parse the
// loose forms into one output type, and every output re-parses unchanged, so a value the edge has
// already parsed can be parsed again by the SPA.
import { z } from '../zod';

const numericString = z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number));

/** A primary key the app builds links from: a positive integer, as a number or a numeric string. */
export const IdSchema = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.trim(), z.regex(/^\d+$/)), z.transform(Number))]),
  z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
);

/** A reference to another entity that may be absent: missing, null, '' and 0 all read as null. */
export const OptionalIdSchema = z.optional(
  z.union([
    IdSchema,
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    z.pipe(
      z.literal(0),
      z.transform(() => null),
    ),
    z.null(),
  ]),
);

/** A non-empty URL segment; the app builds routes from it, so a blank one is an error. */
export const SlugSchema = z.string().check(z.trim(), z.minLength(1));

/** A number that may arrive as a numeric string ('187', '7.52'). */
export const NumberLikeSchema = z.union([z.number(), numericString]);

/** An optional number: missing, null and '' read as absent. */
export const OptionalNumberSchema = z.optional(
  z.union([
    NumberLikeSchema,
    z.pipe(
      z.literal(''),
      z.transform(() => null),
    ),
    z.null(),
  ]),
);

/** Display text that may arrive as a number (overs 19.4, score 187): kept as text. */
export const TextLikeSchema = z.union([z.string(), z.pipe(z.number(), z.transform(String))]);

export const OptionalTextSchema = z.nullish(TextLikeSchema);

/** Upstream flags come as booleans, 0/1, '0'/'1' or 'true'/'false'. */
export const FlagSchema = z.union([
  z.boolean(),
  z.pipe(
    z.literal([0, '0', 'false', '']),
    z.transform(() => false),
  ),
  z.pipe(
    z.literal([1, '1', 'true']),
    z.transform(() => true),
  ),
]);

/** A flag that defaults to false when missing or null. */
export const OptionalFlagSchema = z.pipe(
  z.optional(
    z.union([
      FlagSchema,
      z.pipe(
        z.null(),
        z.transform(() => false),
      ),
    ]),
  ),
  z.transform((value) => value ?? false),
);

/**
 * A list where one malformed item should cost that item, not the whole response: the app renders
 * the rest. Missing or null reads as an empty list. For lists inside an entity (tags, faqs, related
 * articles) and lists of matches (carousel, schedule days, a team's matches), where one bad match
 * should not take a fan's whole list away; other top-level lists stay strict so a broken upstream is
 * noticed.
 *
 * Each list schema remembers what it read from each item object. A live topic's state changes by
 * merge patch (shared/merge-patch.ts), which keeps every item a change did not touch the same
 * object, so reading the state again after a change parses only the items it touched: the new
 * ball, not the whole commentary. Parsed data is never changed in place, here or by its readers,
 * which is what makes an object's reading good for as long as the object lives.
 */
export function lenientArray<T extends z.ZodMiniType>(item: T) {
  const readings = new WeakMap<object, { success: true; data: z.output<T> } | { success: false }>();
  const read = (raw: unknown) => {
    if (typeof raw !== 'object' || raw === null) return item.safeParse(raw);
    let reading = readings.get(raw);
    if (!reading) {
      const result = item.safeParse(raw);
      reading = result.success ? { success: true, data: result.data } : { success: false };
      readings.set(raw, reading);
    }
    return reading;
  };
  return z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((items) => {
      const kept: z.output<T>[] = [];
      for (const raw of items ?? []) {
        const result = read(raw);
        if (result.success) kept.push(result.data);
      }
      return kept;
    }),
  );
}

/** A calendar date as the upstream keys schedules: 'YYYY-MM-DD'. */
export const CalendarDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
