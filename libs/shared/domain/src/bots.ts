/**
 * Issue 38, finding 9: a post's view count is what its owner reads as "people who opened it", so
 * software that fetches the page does not count. The rule is a user-agent check: it catches the
 * robots that say what they are (search engines, link previews, audits, scripts); a robot that
 * dresses as a browser is bounded by the per-address cap of the view counter instead.
 */

/**
 * Names of robots whose user agents carry no generic word below: search engines, the link previews
 * of the chat apps our owners share posts in, page audits, headless browsers and HTTP libraries.
 */
const NAMED_ROBOTS = [
  'facebookexternalhit',
  'facebookcatalog',
  'meta-externalagent',
  'meta-externalfetcher',
  'slurp',
  'mediapartners-google',
  'adsbot-google',
  'apis-google',
  'googleother',
  'google-inspectiontool',
  'google-site-verification',
  'google page speed',
  'chrome-lighthouse',
  'lighthouse',
  'headlesschrome',
  'phantomjs',
  'whatsapp/',
  'viber/',
  'skypeuripreview',
  'embedly',
  'iframely',
  'vkshare',
  'pinterest/',
  'ia_archiver',
  'curl/',
  'wget/',
  'python-requests',
  'python-urllib',
  'aiohttp',
  'httpx',
  'go-http-client',
  'okhttp',
  'axios/',
  'node-fetch',
  'undici',
  'postmanruntime',
  'insomnia/',
  'java/',
  'libwww-perl',
  'scrapy',
  'httpclient',
];

/**
 * Words robots put in their names: Googlebot, bingbot, Applebot, Twitterbot, Slackbot, Discordbot,
 * TelegramBot, ZaloBot and any "...bot/1.0"; crawlers, spiders, scrapers; "Snap URL Preview" and other
 * previews. "bot" after "cu" is a Cubot phone's model name in a real browser's agent, not a robot.
 */
const ROBOT_WORDS = /(?<!cu)bot(?:\b|_)|crawl|spider|scrap|preview|fetcher|validator|monitor|checker|archiver/i;

/** Whole agents that are a runtime's default: Node's fetch says just "node". */
const BARE_AGENTS = new Set(['node', 'mozilla', 'mozilla/5.0', '-']);

/**
 * Zalo's in-app browser (a person opening a link in a chat) ends its agent with "Zalo iOS/...",
 * "Zalo android/..." and "ZaloTheme/..."; any other agent naming Zalo is its link-preview fetcher.
 */
const ZALO = /zalo/i;
const ZALO_IN_APP_BROWSER = /zalo(?:theme|language)\/|zalo (?:ios|android)\//i;

/**
 * Whether a request's User-Agent is a robot's: one that names itself as one, or none at all (every
 * browser sends one; scripts and health checks may not). Facebook's and Zalo's in-app browsers are
 * people and count; their link-preview fetchers are robots.
 */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  const agent = (userAgent ?? '').trim();
  if (agent === '') return true;
  const lower = agent.toLowerCase();
  if (BARE_AGENTS.has(lower)) return true;
  if (NAMED_ROBOTS.some((name) => lower.includes(name))) return true;
  if (ROBOT_WORDS.test(agent)) return true;
  return ZALO.test(agent) && !ZALO_IN_APP_BROWSER.test(agent);
}
