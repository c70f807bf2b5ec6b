/**
 * Rules for the URL slug of a public plan (/@{username}/p/{slug}), spec section 5: lowercase
 * letters, digits and hyphens, not starting or ending with a hyphen, and not one of the reserved
 * words below. One module for the share form (checks as you type) and the server (the rule that
 * counts). Uniqueness per owner is the server's job (`checkSlug` in services/publishing).
 */
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words the app, its infrastructure or its operators use, or that read as an official page of
 * the service (help, status, security…), or that code might confuse with a value (null, true).
 * Includes every reserved username (src/lib/auth/username-rules.ts) and the app's own paths.
 */
export const RESERVED_SYSTEM_WORDS = [
  "about",
  "abuse",
  "account",
  "accounts",
  "activate",
  "admin",
  "administrator",
  "ai",
  "all",
  "all-projects",
  "anonymous",
  "api",
  "app",
  "apps",
  "archive",
  "asset",
  "assets",
  "auth",
  "avatar",
  "avatars",
  "billing",
  "blog",
  "cache",
  "callback",
  "careers",
  "cdn",
  "community",
  "config",
  "confirm",
  "console",
  "contact",
  "cookies",
  "copyright",
  "create",
  "create-plan",
  "credits",
  "css",
  "dashboard",
  "dashboard-old",
  "default",
  "delete-account",
  "dmca",
  "docs",
  "download",
  "downloads",
  "edit",
  "email",
  "embed",
  "error",
  "errors",
  "everyone",
  "example",
  "examples",
  "false",
  "faq",
  "favicon",
  "feed",
  "feeds",
  "files",
  "forgot-password",
  "forum",
  "gdpr",
  "graphql",
  "guest",
  "guide",
  "guides",
  "health",
  "healthz",
  "help",
  "home",
  "hostmaster",
  "identity",
  "images",
  "img",
  "imprint",
  "index",
  "infinity",
  "info",
  "invite",
  "invoice",
  "invoices",
  "jobs",
  "js",
  "legal",
  "login",
  "logout",
  "mail",
  "manifest",
  "me",
  "media",
  "metrics",
  "nan",
  "new",
  "news",
  "no-reply",
  "nobody",
  "none",
  "noreply",
  "notifications",
  "null",
  "oauth",
  "oauth2",
  "official",
  "openid",
  "owner",
  "p",
  "password",
  "payments",
  "plan",
  "plan-old",
  "plans",
  "plansmith",
  "postmaster",
  "press",
  "pricing",
  "privacy",
  "profile",
  "public",
  "publish",
  "readyz",
  "register",
  "reset-password",
  "robots",
  "root",
  "rss",
  "saml",
  "security",
  "session",
  "sessions",
  "settings",
  "share",
  "shop",
  "sign-in",
  "sign-out",
  "sign-up",
  "signin",
  "signout",
  "signup",
  "sitemap",
  "sso",
  "static",
  "stats",
  "status",
  "store",
  "subscribe",
  "support",
  "system",
  "team",
  "terms",
  "tos",
  "trash",
  "trpc",
  "true",
  "undefined",
  "unsubscribe",
  "upload",
  "uploads",
  "upwork",
  "user",
  "users",
  "verify",
  "webhook",
  "webhooks",
  "webmaster",
  "well-known",
  "wiki",
  "www",
] as const;

/**
 * Names of social networks, messengers and big platforms (including freelance marketplaces):
 * a slug must not pose as their official page.
 */
export const RESERVED_SOCIAL_BRANDS = [
  "amazon",
  "apple",
  "behance",
  "bereal",
  "bilibili",
  "bitbucket",
  "blogger",
  "bluesky",
  "clubhouse",
  "devto",
  "discord",
  "douyin",
  "dribbble",
  "dropbox",
  "etsy",
  "facebook",
  "farcaster",
  "figma",
  "fiverr",
  "flickr",
  "freelancer",
  "github",
  "gitlab",
  "gmail",
  "goodreads",
  "google",
  "hashnode",
  "imessage",
  "instagram",
  "kakaotalk",
  "kick",
  "line",
  "linkedin",
  "linktree",
  "mastodon",
  "medium",
  "meetup",
  "messenger",
  "meta",
  "microsoft",
  "myspace",
  "naver",
  "notion",
  "odnoklassniki",
  "onlyfans",
  "outlook",
  "patreon",
  "paypal",
  "periscope",
  "pinterest",
  "producthunt",
  "qq",
  "quora",
  "reddit",
  "rumble",
  "signal",
  "skype",
  "slack",
  "snapchat",
  "soundcloud",
  "spotify",
  "stackoverflow",
  "strava",
  "substack",
  "telegram",
  "threads",
  "tiktok",
  "truthsocial",
  "tumblr",
  "twitch",
  "twitter",
  "viber",
  "vimeo",
  "vk",
  "vkontakte",
  "wechat",
  "weibo",
  "whatsapp",
  "x",
  "xiaohongshu",
  "xing",
  "yahoo",
  "youtube",
  "zoom",
] as const;

/**
 * Every method in the IANA HTTP method registry (RFC 9110, PATCH, WebDAV and its extensions:
 * DeltaV, ACL, ordered collections, bindings, redirect references, CalDAV, SEARCH, QUERY, PRI)
 * plus the historic LINK / UNLINK and the cache PURGE: routers and logs treat them as verbs.
 */
export const RESERVED_HTTP_VERBS = [
  "get",
  "head",
  "post",
  "put",
  "delete",
  "connect",
  "options",
  "trace",
  "patch",
  "query",
  "pri",
  "propfind",
  "proppatch",
  "mkcol",
  "copy",
  "move",
  "lock",
  "unlock",
  "acl",
  "baseline-control",
  "bind",
  "checkin",
  "checkout",
  "label",
  "merge",
  "mkactivity",
  "mkcalendar",
  "mkredirectref",
  "mkworkspace",
  "orderpatch",
  "rebind",
  "report",
  "search",
  "unbind",
  "uncheckout",
  "update",
  "updateredirectref",
  "version-control",
  "link",
  "unlink",
  "purge",
] as const;

/**
 * Deployment environment and release-channel names, and the special-use host names of RFC 2606
 * / 6761: a slug must not look like a copy of the service.
 */
export const RESERVED_ENVIRONMENT_NAMES = [
  "alpha",
  "beta",
  "canary",
  "ci",
  "demo",
  "dev",
  "devel",
  "develop",
  "development",
  "dr",
  "edge",
  "experimental",
  "integration",
  "internal",
  "invalid",
  "live",
  "local",
  "localdomain",
  "localhost",
  "nightly",
  "perf",
  "pre-prod",
  "pre-production",
  "preprod",
  "preview",
  "prod",
  "production",
  "qa",
  "rc",
  "release",
  "sandbox",
  "shadow",
  "stage",
  "staging",
  "test",
  "testing",
  "uat",
] as const;

export const RESERVED_SLUG_GROUPS = {
  system: RESERVED_SYSTEM_WORDS,
  social: RESERVED_SOCIAL_BRANDS,
  http: RESERVED_HTTP_VERBS,
  environment: RESERVED_ENVIRONMENT_NAMES,
} as const;

const RESERVED = new Set<string>(Object.values(RESERVED_SLUG_GROUPS).flat());

export type SlugProblem =
  "empty" | "tooShort" | "tooLong" | "invalidCharacters" | "edgeHyphen" | "reserved";

export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug);
}

/** Why a slug cannot be used (uniqueness aside), or null when it is acceptable. */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length === 0) return "empty";
  if (slug.length < SLUG_MIN_LENGTH) return "tooShort";
  if (slug.length > SLUG_MAX_LENGTH) return "tooLong";
  if (slug.startsWith("-") || slug.endsWith("-")) return "edgeHyphen";
  if (!SLUG_PATTERN.test(slug)) return "invalidCharacters";
  if (isReservedSlug(slug)) return "reserved";
  return null;
}

/**
 * The sentence a person reads for each problem (and "taken" and "oldAddress", which only the
 * server knows).
 */
export function slugProblemMessage(problem: SlugProblem | "taken" | "oldAddress"): string {
  return PUBLISHING_TEXT.slug[problem];
}

/**
 * A slug suggested from a title: accents folded, anything else turned into single hyphens,
 * trimmed to the maximum length at a word boundary. May still be reserved or too short; the
 * server adds a suffix until it is free (`suggestFreeSlugs`).
 */
export function slugFromTitle(title: string): string {
  const folded = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (folded.length <= SLUG_MAX_LENGTH) return folded;
  const cut = folded.slice(0, SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen >= SLUG_MIN_LENGTH ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}
