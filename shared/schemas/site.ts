// Site content: ads, custom pages, the team of experts and per-page meta records.
import { z } from '../zod';
import { IdSchema, OptionalTextSchema } from './primitives';

export const AdSchema = z.looseObject({
  /** Where the ad links to. */
  target: z.nullish(z.string()),
  image: z.string().check(z.minLength(1)),
});
export type Ad = z.infer<typeof AdSchema>;

/** GET /v1/misc/customPage/{slug}: policy pages and about-us. */
export const CustomPageSchema = z.looseObject({
  id: IdSchema,
  title: z.string(),
  /** HTML. */
  content: z.string(),
  status: OptionalTextSchema,
});
export type CustomPage = z.infer<typeof CustomPageSchema>;

export const TeamMemberSchema = z.looseObject({
  id: IdSchema,
  image: z.nullish(z.string()),
  name: z.string(),
  bio: z.nullish(z.string()),
  designation: z.nullish(z.string()),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** GET /v1/misc/meta/{slug}: the page's title and social card; any part may be missing. */
export const MetaSchema = z.looseObject({
  title: z.nullish(z.string()),
  description: z.nullish(z.string()),
  keywords: z.nullish(z.string()),
  image: z.nullish(z.string()),
});
export type Meta = z.infer<typeof MetaSchema>;
