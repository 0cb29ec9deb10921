// The hidden purge-cache form (SPEC section 5) and its request (POST /v1/cache/purge-cache).
import { z } from 'zod';

/** The textarea's text, read as one URL per line with blank lines dropped. */
export const PurgeFormSchema = z
  .string({ error: 'Files URL is required' })
  .trim()
  .min(1, 'Files URL is required')
  .transform((text) =>
    text
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
export type PurgeForm = z.infer<typeof PurgeFormSchema>;

export const PurgeRequestSchema = z.object({ files: z.array(z.string().trim().min(1)).min(1) });
export type PurgeRequest = z.infer<typeof PurgeRequestSchema>;
