// The Worker's bindings. Its settings (vars and secrets) are read through config.ts.

export interface Env {
  UPSTREAM_BASE?: string;
  UPSTREAM_SECRET?: string;
  ADMIN_TOKEN?: string;
  GOOGLE_CLIENT_ID?: string;
  ASSETS: Fetcher;
  CACHE_FILL: DurableObjectNamespace;
}
