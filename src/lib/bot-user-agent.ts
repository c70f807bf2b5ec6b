/**
 * Crawlers and link-preview fetchers. They get the status code and a minimal body instead of the
 * interactive error screen (spec section 2).
 */
const BOT_USER_AGENT = new RegExp(
  [
    "bot\\b",
    "googlebot",
    "bingbot",
    "slurp",
    "duckduckbot",
    "baiduspider",
    "yandex(bot|images)",
    "sogou",
    "exabot",
    "facebookexternalhit",
    "facebot",
    "ia_archiver",
    "applebot",
    "twitterbot",
    "linkedinbot",
    "slackbot",
    "discordbot",
    "telegrambot",
    "whatsapp",
    "pinterest(bot)?",
    "embedly",
    "quora link preview",
    "redditbot",
    "semrushbot",
    "ahrefsbot",
    "mj12bot",
    "dotbot",
    "petalbot",
    "gptbot",
    "claudebot",
    "ccbot",
    "perplexitybot",
    "bytespider",
    "crawler",
    "spider",
    "headlesschrome\\/[\\d.]+ \\(compatible; lighthouse",
  ].join("|"),
  "i",
);

export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return !!userAgent && BOT_USER_AGENT.test(userAgent);
}

/**
 * Clients that fetch pages without a person reading them, beyond the crawlers above: headless
 * browsers (preview renderers, screenshot services, test runners) and HTTP libraries. Kept out of
 * BOT_USER_AGENT on purpose: a headless browser running the app should still get the app's own
 * error screens, but its visit is not a reader's.
 */
const AUTOMATED_CLIENT = new RegExp(
  [
    "headlesschrome",
    "phantomjs",
    "puppeteer",
    "playwright",
    "prerender",
    "lighthouse",
    "pagespeed",
    "google-inspectiontool",
    "skypeuripreview",
    "vkshare",
    "iframely",
    "bluesky cardyb",
    "mastodon\\/",
    "^curl\\/",
    "^wget\\/",
    "^python-(requests|urllib)",
    "^python\\/",
    "aiohttp",
    "httpx",
    "^go-http-client",
    "^okhttp",
    "^java\\/",
    "^apache-httpclient",
    "^node-fetch",
    "^undici",
    "^node$",
    "^axios",
    "^got ",
    "^ruby",
    "^php",
    "^libwww-perl",
    "^postmanruntime",
    "^insomnia",
  ].join("|"),
  "i",
);

/**
 * Whether a request's user agent is not a person's browser: a crawler or link-preview fetcher, a
 * headless browser or an HTTP library, or no user agent at all (every browser sends one).
 * Counting the views of shared plans asks this (src/server/services/publishing/views.ts).
 */
export function isAutomatedUserAgent(userAgent: string | null | undefined): boolean {
  const value = userAgent?.trim() ?? "";
  return value === "" || isBotUserAgent(value) || AUTOMATED_CLIENT.test(value);
}
