/**
 * The signed session cookie cache (Better Auth `session.cookieCache`): after one database read,
 * the session and its user (admin flag included) travel in a signed, short-lived cookie, so a
 * signed-in request costs no identity query while the cookie is fresh. The age bounds how long
 * a session revoked elsewhere (another device signed out, every session ended by a password
 * change) and an admin grant take to be seen; the acting browser sees its own sign-out or
 * password change at once, because that answer replaces or clears the cookie. Each process also
 * remembers, for the same cookies, what the cache answered (session-memo.ts), never past the
 * cache's own end, so the bound above holds with or without it.
 */
export const SESSION_COOKIE_CACHE_SECONDS = 30;
