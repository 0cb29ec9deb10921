// Zod as every part of the site uses it: the functional API (zod/mini), whose schemas a bundler can
// trim to what they use, where the full API would put all of Zod into every page's JavaScript. Set up
// once, here, before any schema is built: English messages, as the full API has by default, and no
// compiled parsers (jitless): they would need `new Function`, which the Workers runtime and the
// pages' Content-Security-Policy (no 'unsafe-eval') both refuse, and Zod's probe for it would be
// reported as a CSP violation in the browser.
import { z } from 'zod/mini';

z.config({ ...z.locales.en(), jitless: true });

export { z };
