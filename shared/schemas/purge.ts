// The hidden purge-cache form (SPEC section 5) and its request (POST /v1/cache/purge-cache).
import { z } from '../zod';

/** The textarea's text, read as one URL per line with blank lines dropped. */
export const PurgeFormSchema = z.pipe(
  z.string({ error: 'Files URL is required' }).check(z.trim(), z.minLength(1, 'Files URL is required')),
  z.transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  ),
);
export type PurgeForm = z.infer<typeof PurgeFormSchema>;

export const PurgeRequestSchema = z.object({ files: z.array(z.string().check(z.trim(), z.minLength(1))).check(z.minLength(1)) });
export type PurgeRequest = z.infer<typeof PurgeRequestSchema>;
