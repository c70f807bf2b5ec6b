/**
 * Rules for the URL slug of a public plan (/@{username}/p/{slug}), spec section 5: lowercase
 * letters, digits and hyphens, not starting or ending with a hyphen, and not one of the reserved
 * words below. One module for the share form (checks as you type) and the server (the rule that
 * counts). Uniqueness per owner is the server's job (`checkSlug` in services/publishing).
 */
import { PUBLISHING_TEXT } from "@/lib/error-catalogue";

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Words the app, its infrastructure or its operators use, or that read as an official page of
 * the service (help, status, security…), or that code might confuse with a value (null, true).
 */
export const RESERVED_SYSTEM_WORDS = [
  "about",
  "account",
  "accounts",
  "admin",
  "administrator",
  "ai",
  "api",
  "app",
  "apps",
  "asset",
  "assets",
  "auth",
  "billing",
  "blog",
  "cdn",
  "config",
  "contact",
  "dashboard",
  "default",
  "dev",
  "docs",
  "download",
  "downloads",
  "edit",
  "email",
  "error",
  "errors",
  "example",
  "examples",
  "false",
  "faq",
  "feed",
  "files",
  "gdpr",
  "graphql",
  "health",
  "help",
  "home",
  "images",
  "img",
  "index",
  "info",
  "js",
  "legal",
  "login",
  "logout",
  "mail",
  "media",
  "new",
  "none",
  "null",
  "oauth",
  "p",
  "plan",
  "plans",
  "pricing",
  "privacy",
  "profile",
  "public",
  "publish",
  "register",
  "reset-password",
  "root",
  "rss",
  "search",
  "security",
  "settings",
  "signin",
  "signout",
  "signup",
  "sitemap",
  "static",
  "status",
  "support",
  "system",
  "terms",
  "test",
  "true",
  "undefined",
  "upload",
  "uploads",
  "upwork",
  "user",
  "users",
  "webhook",
  "webhooks",
  "well-known",
  "www",
] as const;

/** Names of social networks and big platforms: a slug must not pose as their official page. */
export const RESERVED_SOCIAL_BRANDS = [
  "bluesky",
  "discord",
  "dribbble",
  "facebook",
  "github",
  "gitlab",
  "google",
  "instagram",
  "linkedin",
  "mastodon",
  "medium",
  "messenger",
  "pinterest",
  "reddit",
  "signal",
  "slack",
  "snapchat",
  "telegram",
  "threads",
  "tiktok",
  "tumblr",
  "twitch",
  "twitter",
  "whatsapp",
  "x",
  "youtube",
] as const;

/** Every HTTP method (RFC 9110 and WebDAV): routers and logs treat them as verbs. */
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
  "propfind",
  "proppatch",
  "mkcol",
  "copy",
  "move",
  "lock",
  "unlock",
  "purge",
  "link",
  "unlink",
] as const;

/** Deployment environment names: a slug must not look like a copy of the service. */
export const RESERVED_ENVIRONMENT_NAMES = [
  "development",
  "dev",
  "local",
  "localhost",
  "preview",
  "prod",
  "production",
  "qa",
  "sandbox",
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

/** The sentence a person reads for each problem (and "taken", which only the server knows). */
export function slugProblemMessage(problem: SlugProblem | "taken"): string {
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
