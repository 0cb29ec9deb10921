// Zod's global settings, which must be in place before the first object schema is built: main.tsx
// imports this first, and web/vite.config.ts bundles it with Zod itself so that it runs before any
// chunk that builds schemas. Zod probes for `new Function` to compile fast object parsers; under the
// site's CSP, which has no 'unsafe-eval' (edge/src/security/content-security-policy.ts), the browser
// reports that probe as a violation even though Zod catches the error. jitless skips the probe.
import { z } from 'zod';

z.config({ jitless: true });
