// Business constants and limits of SPEC.md section 9, named as the spec names them, so a reader can
// hold this file against the spec line by line. Other numbers the code needs sit at the end, apart.

// Polling (the edge polls; browsers never do).
export const LIVE_SCHEDULE_POLL_MS = 5_000;
export const LIVE_MATCH_POLL_MS = 5_000;
/** The spec gives 30 s and also 10 s; the article page uses 30 s, the embedded blog 10 s. */
export const LIVE_ARTICLE_POLL_MS = 30_000;
export const EMBEDDED_LIVE_BLOG_POLL_MS = 10_000;
export const NEWSBLOCKS_POLL_MS = 10_000;
export const NEWSBLOCKS_TEST_PAGE_POLL_MS = 5_000;
/**
 * The live blog's header reads its match's own topic, which the edge polls every 5 s while Live for
 * every page that shows the match: fresher than 15 s, and no extra upstream call.
 */
export const LIVE_BLOG_HEADER_POLL_MS = 15_000;

// Windows.
export const SCHEDULE_WINDOW_DAYS = 10;
export const DATE_STRIP_DAYS = 10;
export const FANTASY_WINDOW_DAYS = 10;

// Scrolling and layout.
export const NAV_SCROLL_THROTTLE_MS = 200;
export const INFINITE_SCROLL_THROTTLE_MS = 250;
export const BOTTOM_THRESHOLD_PX = 80;
export const RESIZE_DEBOUNCE_MS = 200;
export const TAB_SCROLL_INTO_VIEW_DELAY_MS = 500;
export const MORE_MENU_SCROLL_AT_ITEMS = 8;
export const MORE_MENU_MAX_HEIGHT_PX = 420;

// Article reading.
export const FONT_SIZE_MIN = 12;
export const FONT_SIZE_MAX = 30;
export const FONT_SIZE_BASE_WIDE = 18;
export const FONT_SIZE_BASE_NARROW = 14;
export const WIDE_SCREEN_BREAKPOINT_PX = 700;
export const HEADING_FONT_OFFSETS = { h1: 10, h2: 6, h3: 3, h4: 0, h5: -2, h6: -4 } as const;
export const COLLAPSED_ARTICLE_HEIGHT_PX = 1000;
export const CAROUSEL_SCROLL_STEP_PX = 285;
export const CAROUSEL_ARROW_MIN_CARDS = 4;
/** Featured shows at least this many cards: the editors' picks, then live, next and latest matches. */
export const CAROUSEL_FEATURED_MIN_CARDS = 8;
/** Complete overs a page of commentary shows, below the over in progress. */
export const COMMENTARY_PAGE_OVERS = 5;

/** Live articles redirect to the live-blog page only when published on or after this day. */
export const LIVE_BLOG_REDIRECT_FROM = '2025-03-01';

// Home and list sizes.
export const HOME_FANTASY_PER_PAGE = 10;
export const HOME_TOP_STORIES_PER_PAGE = 10;
export const HOME_LATEST_NEWS_PER_PAGE = 4;
export const NEWS_FIRST_PAGE_SIZE = 7;
export const NEWS_NEXT_PAGE_SIZE = 6;
export const WEEKLY_RECAP_PER_PAGE = 3;
export const RANKING_LIMIT = 10;
export const MORE_STORIES_PER_PAGE = 6;
/** An article's column beside the text (contents, the aside ad, related stories) from this width. */
export const ARTICLE_RAIL_MIN_WIDTH_PX = 1200;
/** The related stories that column lists. */
export const ARTICLE_RAIL_STORIES = 5;

// Teams and authors.
export const TEAM_SEARCH_DEBOUNCE_MS = 250;
/** Not a spec number: the longest team search the edge passes on (a team name is far shorter). */
export const TEAM_SEARCH_MAX_LENGTH = 50;
export const TEAMS_PER_PAGE = 20;
export const TEAMS_SEE_MORE_AT = 20;
export const AUTHORS_PER_PAGE = 9;
export const AUTHOR_ARTICLES_PER_PAGE = 10;

// Small UI timings and cuts.
export const TOAST_CLOSE_MS = 15_000;
export const BACK_TO_TOP_AFTER_PX = 100;
export const PLAYER_ABOUT_TRUNCATE_CHARS = 150;
export const CHART_TEAM_SHORT_NAME_CHARS = 3;

// Web stories.
export const STORY_IMAGE_MS = 10_000;
export const STORY_VIDEO_MAX_MS = 30_000;
export const STORY_PROGRESS_TICK_MS = 100;

/**
 * Ad slots by kind, each with its desktop and mobile size (the creative's, and the box the slot
 * reserves before it fills). Each kind is one campaign of GET /v1/ads/{campaign}, answering the desktop
 * creative first and the mobile one second (docs/upstream-api.md, "Ad campaigns").
 */
export const AD_SLOTS = {
  'below-carousel': { campaign: 'below-carousel', desktop: { width: 970, height: 90 }, mobile: { width: 320, height: 100 } },
  'in-article': { campaign: 'in-article', desktop: { width: 728, height: 90 }, mobile: { width: 300, height: 250 } },
  aside: { campaign: 'aside', desktop: { width: 300, height: 250 }, mobile: { width: 300, height: 250 } },
  'promo-banner': { campaign: 'promo-banner', desktop: { width: 728, height: 90 }, mobile: { width: 320, height: 100 } },
  'match-banner': { campaign: 'match-banner', desktop: { width: 728, height: 90 }, mobile: { width: 320, height: 100 } },
} as const;
export type AdSlotKind = keyof typeof AD_SLOTS;
/** Desktop creatives from the spec's wide-screen breakpoint up. */
export const AD_DESKTOP_MIN_WIDTH_PX = WIDE_SCREEN_BREAKPOINT_PX;

export const THUMBNAIL_SIZES = [
  { width: 170, height: 315 },
  { width: 228, height: 400 },
  { width: 320, height: 160 },
] as const;

export const DEFAULT_MATCH_ID = 87006;
export const DEFAULT_TIME_ZONE = 'Asia/Calcutta';
export const SPECIAL_ARTICLE_ID = 3558;
export const LIVE_BLOG_ARTICLE_IDS = [3674, 3720, 3766] as const;

export const LOGIN_MODES = ['otp', 'google', 'apple'] as const;
export const PROFILE_STATES = [
  'Andhra Pradesh',
  'Uttar Pradesh',
  'Maharashtra',
  'Karnataka',
  'Tamil Nadu',
  'Gujarat',
  'Rajasthan',
  'West Bengal',
  'Bihar',
  'Madhya Pradesh',
] as const;

// Not in section 9: My Teams (issue 28).
/** The teams a fan can follow at once: enough for a country, a franchise or two and their rivals. */
export const FAVOURITE_TEAMS_MAX = 12;

// Not in section 9: the edge's own contract with the upstream.
/** A signed request is accepted this far either side of the receiver's clock. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
export const SIGNATURE_HEADER = 'x-signature';
export const TIMESTAMP_HEADER = 'x-timestamp';
/** A value new to every signed request: the upstream refuses one it has already seen within the tolerance. */
export const NONCE_HEADER = 'x-nonce';
/** Headers the browser sends on every request and the edge forwards to the upstream. */
export const SESSION_ID_HEADER = 'x-session-id';
export const SCREEN_RESOLUTION_HEADER = 'x-screen-resolution';
export const TIME_ZONE_HEADER = 'x-time-zone';
/**
 * After a failed refresh the edge leaves a cache key alone (serving its stale copy) for this long,
 * doubling with each further failure up to the maximum, or longer when the upstream's Retry-After
 * asks (honoured up to UPSTREAM_RETRY_AFTER_MAX_SECONDS).
 */
export const UPSTREAM_BACKOFF_BASE_MS = 5_000;
export const UPSTREAM_BACKOFF_MAX_MS = 5 * 60_000;
export const UPSTREAM_RETRY_AFTER_MAX_SECONDS = 60 * 60;

// Not in section 9: limits of the live topics (docs/live-protocol.md).
/** A match that is not Live is polled this often; one that is over, rarely. */
export const LIVE_MATCH_IDLE_POLL_MS = 30_000;
export const LIVE_MATCH_DONE_POLL_MS = 300_000;
/** A topic keeps polling this long after its last listener leaves, for quick returns. */
export const LIVE_IDLE_GRACE_MS = 30_000;
/** Failed polls back off by doubling the interval, up to this. */
export const LIVE_MAX_BACKOFF_MS = 60_000;
/** An id the upstream answered 404 for is not asked about again for this long. */
export const LIVE_NOT_FOUND_TTL_MS = 60 * 60_000;
/** Recent changes a topic keeps for resuming clients; further behind gets a snapshot. */
export const LIVE_RESUME_MAX_PATCHES = 120;
export const LIVE_RESUME_MAX_CHARS = 512 * 1024;
export const LIVE_MAX_CLIENT_FRAME_BYTES = 1024;
export const LIVE_CLIENT_FRAMES_PER_WINDOW = 30;
export const LIVE_CLIENT_RATE_WINDOW_MS = 10_000;
export const LIVE_MAX_TOPICS_PER_SOCKET = 4;
/**
 * Live sockets one client address may hold open at once (edge/src/live/client-sockets.ts), unless
 * LIVE_MAX_SOCKETS_PER_CLIENT says. Generous for a carrier's NAT: port-block CGNAT shares one IPv4
 * address among up to ~64 subscribers at a time (1,024-port blocks), and a fan's page holds one socket
 * per live topic it shows (a live blog: the blog, its match, the carousel); 64 fans with two such
 * tabs each is 384. An address holding more is one client opening sockets to hold them.
 */
export const LIVE_MAX_SOCKETS_PER_CLIENT = 400;
/**
 * How long a socket counts against its client when its close is never heard (a leaf object that
 * crashed, a deploy): the count heals after this, and a socket open longer stops counting.
 */
export const LIVE_CLIENT_SOCKET_LEASE_MS = 6 * 60 * 60_000;
/** Children per node of a topic's fan-out tree (edge/src/live/fanout-tree.ts), unless LIVE_FANOUT says. */
export const LIVE_FANOUT = 32;
/**
 * A drained leaf spreads its sockets' reconnects over a window of its sockets / this rate: each
 * reconnect is an upgrade and a subscribe, two of the ~1000 requests a second one object serves.
 */
export const LIVE_LEAF_RECONNECTS_PER_S = 400;
export const LIVE_RECONNECT_MIN_WINDOW_MS = 2_000;
export const LIVE_RECONNECT_MAX_WINDOW_MS = 120_000;
/** Browser and edge cache lifetime of GET /live/{topic}. */
export const LIVE_SNAPSHOT_CACHE_SECONDS = 2;
/**
 * A match topic decides key events only between two states received at most this far apart: a
 * topic that stopped polling while nobody listened does not, on waking, tell its first listener of
 * every wicket since as news.
 */
export const KEY_EVENT_MAX_GAP_MS = 90_000;
/** At most this many key events in one change frame (a 5 s poll brings one or two). */
export const KEY_EVENTS_PER_FRAME_MAX = 24;
/**
 * The carousel topic carries the key events of every match it lists as Live: at each of its polls it
 * asks each such match's topic to go on polling, and telling it its key events, for this long.
 */
export const LIVE_FOLLOW_LEASE_MS = 20_000;

/** The site's name: the brand in the header, page titles, link previews and structured data. */
export const SITE_NAME = 'Cricket Edge';
/**
 * The id of the <script type="application/json"> in which the edge embeds the upstream answers a
 * page was built from, keyed by their /api path, for the SPA's first render.
 */
export const EMBEDDED_ANSWERS_ID = 'edge-answers';

/**
 * The id of the <script type="application/json"> in which the edge embeds what it serves at
 * /app-config.json, so a page knows its settings (ads on or off) without asking.
 */
export const EMBEDDED_CONFIG_ID = 'edge-config';

/**
 * The id of the <script type="application/json"> in which the edge embeds what its render of a page
 * was made of (shared/page-render.ts), for the browser to hydrate the same page with.
 */
export const PAGE_STATE_ID = 'page-state';

/**
 * How long the edge's render of a page may take, its data included: past it the fan gets the page's
 * shell (head, skeleton), which the browser draws as it would any page, rather than a wait.
 */
export const PAGE_RENDER_BUDGET_MS = 2_500;

/**
 * What a page answers (503, with Retry-After) when the deployment's assets have no built page shell,
 * so a fan is told to come back rather than shown the assets layer's 404 as a page.
 */
export const PAGE_UNBUILT_MESSAGE = 'The site is being updated. Please try again in a minute.';
export const PAGE_UNBUILT_RETRY_SECONDS = 60;

// Development sign-in (DEV_SIGN_IN, a site on the simulator): the Google access tokens the simulator
// takes in place of Google's, which the site's development sign-in sends through socialLogin.
/** Signs in as DEV_USER_EMAIL. */
export const DEV_GOOGLE_TOKEN = 'dev-google-token';
/** 'dev-google-token:someone@example.com' signs in as that address. */
export const DEV_GOOGLE_TOKEN_PREFIX = `${DEV_GOOGLE_TOKEN}:`;
export const DEV_USER_EMAIL = 'dev.user@example.com';
/** The test fans the development sign-in offers. */
export const DEV_TEST_FANS = [DEV_USER_EMAIL, 'priya.raman@example.com', 'arjun.mehta@example.com'] as const;

// Web Push (edge/src/push, docs/push.md): a favourite team's key events with the tab closed.
/** How long each run of the Worker's cron (a minute apart) keeps the carousel polling for pushes: two runs' worth. */
export const PUSH_AWAKE_MS = 2 * 60_000;
/** How long a push service keeps a message for a phone that is off: a wicket 10 minutes old is news no more. */
export const PUSH_TTL_SECONDS = 600;
/**
 * The objects a team's subscriptions are spread over (by endpoint): a key event's fan-out reads them
 * all at once, so its steps (a page of PUSH_PAGE_SIZE each) are a team's devices ÷ this many, not ÷ 1.
 */
export const PUSH_TEAM_SHARDS = 64;
/** Subscriptions a team's object reads out per queue message, and so per step of a key event's fan-out. */
export const PUSH_PAGE_SIZE = 2_000;
/**
 * The queues delivery jobs are spread over (by shard), each with its own consumer invocations: one
 * queue's 250 invocations, 6 connections each, send about 15,000 pushes a second (docs/capacity.md).
 */
export const PUSH_DELIVERY_QUEUES = 8;
/** Subscriptions one delivery message carries: a queue operation for 50 pushes, not one each. */
export const PUSH_DELIVERY_BATCH = 50;
/** Sends of a push that failed for a reason that may pass (429, 5xx, the network) before it is a dead letter. */
export const PUSH_MAX_ATTEMPTS = 5;
/** The wait before a failed send's next attempt: doubling from the first, at most the last, unless Retry-After asks longer. */
export const PUSH_RETRY_FIRST_SECONDS = 2;
export const PUSH_RETRY_MAX_SECONDS = 300;
/** The subscription a request names is refused past this length (push services' are under 500 characters). */
export const PUSH_ENDPOINT_MAX_CHARS = 1024;

// --- Analytics (docs/analytics.md) ---
/** Events one beacon carries: a visit's page views and vitals fit, and one beacon stays well under sendBeacon's 64 KB. */
export const ANALYTICS_MAX_EVENTS = 50;
/** A beacon's body, at most: 50 events of ~200 bytes each, with room. */
export const ANALYTICS_MAX_BODY_BYTES = 16 * 1024;
/** A page family, a route's pattern (`/series/:sid/schedule/:mid/:type`): the data point's index, which Analytics Engine caps at 96 bytes. */
export const ANALYTICS_MAX_FAMILY_CHARS = 96;
/** A vital's target, a short selector (`main>div.hero>img`), is cut at this length. */
export const ANALYTICS_MAX_NAME_CHARS = 100;
