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
