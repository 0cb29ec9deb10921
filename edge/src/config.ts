// The Worker's configuration, parsed once per isolate. A missing or malformed value fails every
// request loudly, naming the variable, rather than half-working.
import { z } from 'zod';

const ConfigSchema = z.object({
  UPSTREAM_BASE: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .transform((base) => base.replace(/\/+$/, '')),
  UPSTREAM_SECRET: z.string({ error: 'is missing' }).min(16, 'must be at least 16 characters'),
  ADMIN_TOKEN: z.string({ error: 'is missing' }).min(16, 'must be at least 16 characters'),
  GOOGLE_CLIENT_ID: z.string().default(''),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const parsed = new WeakMap<object, Config>();

/** The parsed configuration of a Worker's env (its vars and secrets). */
export function config(env: object): Config {
  const cached = parsed.get(env);
  if (cached) return cached;
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ');
    throw new ConfigError(`Invalid edge configuration: ${problems}`);
  }
  parsed.set(env, result.data);
  return result.data;
}
