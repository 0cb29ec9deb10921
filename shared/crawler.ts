// SPEC section 1: some ad slots are hidden for crawlers. A crawler is told by its user agent: the
// named search, ads-quality and link-preview robots, and the conventions most others follow (a
// "...bot/2.1" token, "crawler", "spider", or a "+http://..." link to the robot's own page).
const NAMED = [
  'googlebot', 'adsbot-google', 'mediapartners-google', 'google-inspectiontool', 'storebot-google', 'googleother',
  'bingbot', 'bingpreview', 'adidxbot', 'slurp', 'duckduckbot', 'baiduspider', 'yandexbot', 'exabot',
  'applebot', 'petalbot', 'seznambot', 'facebookexternalhit', 'facebot', 'twitterbot', 'linkedinbot',
  'pinterestbot', 'slackbot', 'telegrambot', 'discordbot', 'embedly', 'ahrefsbot', 'semrushbot',
  'mj12bot', 'dotbot', 'gptbot', 'ccbot', 'bytespider', 'amazonbot', 'claudebot', 'perplexitybot',
];
const CONVENTIONS = /bot\/\d|\bbot\b|crawler|crawling|spider|\+https?:\/\//i;

/** True when the user agent names a crawler or robot rather than a person's browser. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').toLowerCase();
  if (agent.trim() === '') return false;
  return NAMED.some((name) => agent.includes(name)) || CONVENTIONS.test(agent);
}
