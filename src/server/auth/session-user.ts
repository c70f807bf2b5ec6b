import { AppError } from "@/lib/app-error";
import { ERROR_CODES } from "@/lib/errors/codes";
import { COMMON_ERRORS } from "@/lib/errors/common";
import type { Auth } from "./auth";
import { sessionCookiesOf, sessionMemoOf } from "./session-memo";

export interface SignedInUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin: boolean;
}

/** Better Auth's user as our session reads it (isAdmin is an additional field of the user). */
interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  isAdmin?: boolean | null;
}

export interface SessionRead {
  user: SignedInUser | null;
  session: { expiresAt: Date; createdAt: Date } | null;
  /**
   * Set-Cookie lines to pass on to the browser: the signed session cache after a database read,
   * or the cleared cookies of an ended session. Without them every request would miss the cache.
   */
  setCookies: string[];
}

const SIGNED_OUT: SessionRead = { user: null, session: null, setCookies: [] };

/** The error a session that could not be read answers with: 503, never a sign-out. */
export function sessionUnavailable(cause?: unknown): AppError {
  const error = new AppError(ERROR_CODES.serviceUnavailable, 503, COMMON_ERRORS.sessionUnavailable);
  if (cause !== undefined) error.cause = cause;
  return error;
}

/**
 * Reads the request's session. Signed-out (no cookie, unknown, expired or revoked session)
 * answers null; a failure to read (the database is down) throws a 503 AppError, so an outage
 * never looks like a sign-out to the client. With a fresh cookie cache no query is made, and the
 * same cookies are answered from this process's memo of that read (session-memo.ts) until the
 * cache ends; a session ended in this process, and `bypassCache`, ask the database (one query)
 * for an authoritative answer.
 */
export async function readSession(
  auth: Auth,
  headers: Headers,
  options: { bypassCache?: boolean } = {},
): Promise<SessionRead> {
  const cookies = sessionCookiesOf(headers.get("cookie"));
  if (!cookies) return SIGNED_OUT;
  const memo = sessionMemoOf(auth);
  // A session ended in this process is refused at once, even while a cookie cache issued before
  // would still vouch for it: the database is asked (and answers with cleared cookies).
  const bypassCache = options.bypassCache === true || memo.hasEnded(cookies.token);
  if (!bypassCache) {
    const remembered = memo.recall(cookies);
    if (remembered) return remembered;
  }
  const read = await askBetterAuth(auth, headers, { bypassCache });
  if (!bypassCache) memo.remember(cookies, read);
  return read;
}

/** Better Auth's session read (its cookie cache, else the database), in our shape. */
async function askBetterAuth(
  auth: Auth,
  headers: Headers,
  options: { bypassCache?: boolean },
): Promise<SessionRead> {
  let answer;
  try {
    answer = await auth.api.getSession({
      headers,
      returnHeaders: true,
      ...(options.bypassCache ? { query: { disableCookieCache: true } } : {}),
    });
  } catch (error) {
    // Better Auth answers 401 when the session vanished while it was being extended.
    if ((error as { statusCode?: number } | null)?.statusCode === 401) return SIGNED_OUT;
    throw sessionUnavailable(error);
  }
  const setCookies = answer.headers.getSetCookie();
  const found = answer.response;
  if (!found) return { ...SIGNED_OUT, setCookies };
  return {
    user: signedInUser(found.user),
    session: { expiresAt: found.session.expiresAt, createdAt: found.session.createdAt },
    setCookies,
  };
}

/** The signed-in user of a request (from its session cookie), or null; throws 503 on an outage. */
export async function userFromHeaders(auth: Auth, headers: Headers): Promise<SignedInUser | null> {
  return (await readSession(auth, headers)).user;
}

/** Better Auth's user in the shape the API uses. */
export function signedInUser(user: AuthUser): SignedInUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin === true,
  };
}

/**
 * Re-reads the session from the database and answers the new signed cache cookie, for answers
 * that changed what the cache holds (the user's name): the acting browser sees it at once.
 */
export async function refreshedSessionCookies(auth: Auth, headers: Headers): Promise<string[]> {
  const answer = await auth.api
    .getSession({ headers, query: { disableCookieCache: true }, returnHeaders: true })
    .catch(() => null);
  return answer?.headers.getSetCookie() ?? [];
}
