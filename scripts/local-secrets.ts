// Development-only secrets shared by the simulator and the local edge. Never used in production:
// there UPSTREAM_SECRET and ADMIN_TOKEN are wrangler secrets.
export const LOCAL_UPSTREAM_SECRET = 'local-dev-secret-change-me';
export const LOCAL_ADMIN_TOKEN = 'local-admin-token-change-me';
