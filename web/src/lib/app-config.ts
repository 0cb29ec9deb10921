// The public configuration the edge serves at GET /app-config.json (never a secret). The edge embeds
// the same answer in every page it serves, so a page knows it at once; elsewhere (vite dev) it is
// fetched once per page load. Parsed at the trust boundary: a broken one fails loudly, naming the field.
import { z } from '../../../shared/zod';
import { EMBEDDED_CONFIG_ID } from '../../../shared/constants';

const AppConfigSchema = z.object({
  /** Empty in local and development setups: there is no Google client there. */
  googleClientId: z.string().check(z.trim()),
  /** /login offers the development sign-in: a site on the simulator (never production). */
  devSignIn: z._default(z.boolean(), false),
  /** SPEC section 1: ads are requested and shown only when the site is on the production host. */
  adsEnabled: z.boolean(),
  /** The one match whose pages show the match banner; null for none. */
  promoMatchId: z.nullable(z.number().check(z.int(), z.positive())),
  /** The site's VAPID public key, to subscribe to push alerts with; null where the site sends none. */
  pushPublicKey: z._default(z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/))), null),
});
export type AppConfig = z.infer<typeof AppConfigSchema>;

let pending: Promise<AppConfig> | null = null;

async function load(): Promise<AppConfig> {
  const parsed = AppConfigSchema.safeParse((await embeddedConfig()) ?? (await fetched()));
  if (!parsed.success) throw new Error(`/app-config.json is invalid:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The page's embedded configuration, taken out of the document; null when it has none. */
async function embeddedConfig(): Promise<unknown> {
  const element = document.getElementById(EMBEDDED_CONFIG_ID);
  if (!element) return null;
  element.remove();
  return JSON.parse(element.textContent ?? '');
}

async function fetched(): Promise<unknown> {
  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/app-config.json answered HTTP ${response.status}`);
  return response.json();
}

/** The app config, read once per page load. A failure is not kept, so a later caller can retry. */
export function appConfig(): Promise<AppConfig> {
  pending ??= load().catch((err: unknown) => {
    pending = null;
    throw err;
  });
  return pending;
}
