/**
 * A per-process memo of session reads that Better Auth answered from the signed cookie cache
 * (session-cache.ts). Such an answer depends on nothing but the cookies and the clock: Better
 * Auth verifies two HMAC signatures (Web Crypto, a key import each), parses both cookies and
 * runs its endpoint pipeline to give it — the largest cost of a signed-in read (docs/scaling.md).
 * Remembering it for the exact same cookies changes no answer:
 * - it is keyed by every Better Auth cookie of the request (their exact names and values), so
 *   only cookies Better Auth itself accepted can ever hit, and any change (a refreshed cache, a
 *   renamed user, cleared cookies) is a new key;
 * - it ends when the cookie cache ends (the cache's own expiry, written in the cookie, and never
 *   later than SESSION_COOKIE_CACHE_SECONDS from now) or the session does, whichever is first;
 * - only answers that set no cookie are kept (a database read, which sends a fresh cache, is
 *   not), and a read that bypasses the cache never looks here.
 *
 * Sessions ended in this process (sign-out, "sign out everywhere", a password change or reset:
 * every way Better Auth deletes a session row) are refused at once: the session delete hook
 * (auth.ts) calls {@link SessionMemo.revoke}, which drops the memo's entries for that token and
 * keeps the token as ended for as long as a cookie cache issued before could still vouch for it,
 * so the next read of it asks the database. That is stricter than the cookie cache alone. A
 * session ended by another process is refused when its cookie cache ends (at most
 * SESSION_COOKIE_CACHE_SECONDS), exactly as soon as without the memo.
 * One memo per Better Auth instance: another instance may have another secret.
 */
import { SESSION_COOKIE_PREFIX } from "@/lib/auth/session-cookie";
import { SESSION_COOKIE_CACHE_SECONDS } from "./session-cache";
import type { SessionRead } from "./session-user";

/** Sessions (and ended sessions) one process remembers at most; the oldest goes first. */
export const SESSION_MEMO_MAX_ENTRIES = 10_000;

interface MemoEntry {
  /** The session token (unsigned), so that revoking it finds its entries. */
  token: string;
  read: SessionRead;
  /** Epoch milliseconds after which the entry is gone. */
  until: number;
}

/** The Better Auth cookies of a request (by name, `__Secure-` prefixed or not). */
export interface SessionCookies {
  /** The session token cookie's value as sent (`token.signature`, maybe URL-encoded). */
  token: string | null;
  /** The signed cookie cache (the compact strategy's base64url JSON). */
  cacheData: string | null;
  /** Every Better Auth cookie's name and exact value, sorted: the memo key. */
  key: string;
}

const OWN_PREFIX = `${SESSION_COOKIE_PREFIX}.`;
const SECURE_PREFIX = "__Secure-";

/**
 * The request's Better Auth cookies, or null when it sends none. Runs on every signed-in
 * request, so it scans the header by hand rather than with a regular expression per cookie.
 */
export function sessionCookiesOf(cookieHeader: string | null): SessionCookies | null {
  if (!cookieHeader || !cookieHeader.includes(OWN_PREFIX)) return null;
  const own: string[] = [];
  let token: string | null = null;
  let cacheData: string | null = null;
  for (const pair of cookieHeader.split(";")) {
    const at = pair.indexOf("=");
    let name = (at < 0 ? pair : pair.slice(0, at)).trim();
    if (name.startsWith(SECURE_PREFIX)) name = name.slice(SECURE_PREFIX.length);
    if (!name.startsWith(OWN_PREFIX)) continue;
    const value = at < 0 ? "" : pair.slice(at + 1).trim();
    own.push(pair.trim());
    const local = name.slice(OWN_PREFIX.length);
    if (local === "session_token") token = value;
    else if (local === "session_data") cacheData = value;
  }
  if (own.length === 0) return null;
  return { token, cacheData, key: own.sort().join("; ") };
}

/**
 * The session token (as stored in `sessions.token`) of a session cookie's value: Better Auth
 * signs it as `token.signature`, URL-encoded.
 */
export function sessionTokenOf(cookieValue: string): string {
  let value = cookieValue;
  try {
    value = decodeURIComponent(cookieValue);
  } catch {
    // Not URL-encoded: taken as it is.
  }
  const dot = value.lastIndexOf(".");
  return dot < 0 ? value : value.slice(0, dot);
}

/**
 * When the signed cookie cache says it ends (epoch ms), or null when it cannot be read. Only
 * the date is read: the memo keeps nothing Better Auth has not verified for the same bytes.
 */
export function cookieCacheExpiry(cacheData: string): number | null {
  try {
    const payload = JSON.parse(Buffer.from(decodeURIComponent(cacheData), "base64url").toString());
    const expiresAt = (payload as { expiresAt?: unknown } | null)?.expiresAt;
    return typeof expiresAt === "number" && Number.isFinite(expiresAt) ? expiresAt : null;
  } catch {
    return null;
  }
}

export class SessionMemo {
  private readonly entries = new Map<string, MemoEntry>();
  /** Tokens of sessions ended in this process → until when a cookie cache could still vouch. */
  private readonly ended = new Map<string, number>();
  private readonly maxEntries: number;
  private readonly cacheSeconds: number;
  private readonly now: () => number;

  constructor(options: { maxEntries?: number; cacheSeconds?: number; now?: () => number } = {}) {
    this.maxEntries = options.maxEntries ?? SESSION_MEMO_MAX_ENTRIES;
    this.cacheSeconds = options.cacheSeconds ?? SESSION_COOKIE_CACHE_SECONDS;
    this.now = options.now ?? (() => Date.now());
  }

  get size(): number {
    return this.entries.size;
  }

  /** The remembered read for these cookies, while it is still what Better Auth would answer. */
  recall(cookies: SessionCookies): SessionRead | null {
    const entry = this.entries.get(cookies.key);
    if (!entry) return null;
    if (entry.until <= this.now()) {
      this.entries.delete(cookies.key);
      return null;
    }
    return entry.read;
  }

  /** Keeps a read Better Auth answered from the cookie cache (see the module comment). */
  remember(cookies: SessionCookies, read: SessionRead): void {
    if (!read.user || !read.session || read.setCookies.length > 0) return;
    if (!cookies.token || !cookies.cacheData) return;
    const token = sessionTokenOf(cookies.token);
    // A read that was under way while its session ended must not bring it back.
    if (this.isEnded(token)) return;
    const cacheEnds = cookieCacheExpiry(cookies.cacheData);
    if (cacheEnds === null) return;
    const now = this.now();
    const until = Math.min(
      cacheEnds,
      read.session.expiresAt.getTime(),
      now + Math.min(this.cacheSeconds, SESSION_COOKIE_CACHE_SECONDS) * 1000,
    );
    if (until <= now) return;
    makeRoom(this.entries, this.maxEntries);
    this.entries.set(cookies.key, { token, read, until });
  }

  /**
   * A session ended in this process (its row was deleted): forget every read of it, and refuse
   * its cookie cache until any cache issued before now has ended.
   */
  revoke(token: string): void {
    for (const [key, entry] of this.entries) {
      if (entry.token === token) this.entries.delete(key);
    }
    const now = this.now();
    for (const [ended, until] of this.ended) {
      if (until <= now) this.ended.delete(ended);
    }
    makeRoom(this.ended, this.maxEntries);
    this.ended.set(token, now + this.cacheSeconds * 1000);
  }

  /** Whether the session of this token cookie ended in this process, within the cache's age. */
  hasEnded(tokenCookie: string | null): boolean {
    if (tokenCookie === null || this.ended.size === 0) return false;
    return this.isEnded(sessionTokenOf(tokenCookie));
  }

  private isEnded(token: string): boolean {
    const until = this.ended.get(token);
    return until !== undefined && until > this.now();
  }
}

/** Drops the oldest key of a full map (Map keeps insertion order: the first is the oldest). */
function makeRoom(map: Map<string, unknown>, maxEntries: number): void {
  if (map.size < maxEntries) return;
  const oldest = map.keys().next().value;
  if (oldest !== undefined) map.delete(oldest);
}

/**
 * On globalThis, like the database and the auth instance: the production build copies a module
 * into several chunks, which then share one memo (and one memory bound).
 */
const globalForMemos = globalThis as unknown as {
  plansmithSessionMemos?: WeakMap<object, SessionMemo>;
};
const memos = (globalForMemos.plansmithSessionMemos ??= new WeakMap<object, SessionMemo>());

/**
 * The memo of one Better Auth instance: the one createAuth gave it (whose session delete hook
 * revokes), or else a new one.
 */
export function sessionMemoOf(auth: object): SessionMemo {
  let memo = memos.get(auth);
  if (!memo) {
    memo = new SessionMemo();
    memos.set(auth, memo);
  }
  return memo;
}

/** Ties the memo whose revoke the instance's session delete hook calls to that instance. */
export function attachSessionMemo(auth: object, memo: SessionMemo): void {
  memos.set(auth, memo);
}
