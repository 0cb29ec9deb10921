// The public configuration the edge serves at GET /app-config.json (never a secret). Fetched once per
// page load and parsed at the trust boundary; a broken answer fails loudly, naming the bad field.
import { z } from 'zod';

const AppConfigSchema = z.object({
  /** Empty in local and development setups: there is no Google client there. */
  googleClientId: z.string().trim(),
  /** SPEC section 1: ads are requested and shown only when the site is on the production host. */
  adsEnabled: z.boolean(),
  /** The one match whose pages show the match banner; null for none. */
  promoMatchId: z.number().int().positive().nullable(),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

let pending: Promise<AppConfig> | null = null;

async function load(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/app-config.json answered HTTP ${response.status}`);
  const parsed = AppConfigSchema.safeParse(await response.json());
  if (!parsed.success) throw new Error(`/app-config.json is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The app config; one request per page load. A failure is not kept, so a later caller can retry. */
export function appConfig(): Promise<AppConfig> {
  pending ??= load().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
