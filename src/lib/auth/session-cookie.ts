/**
 * Names of the session cookie. The proxy only checks that one is present (a cheap, optimistic
 * test that keeps signed-out visitors off app pages); every data path verifies the session
 * itself. Production over HTTPS uses the `__Secure-` prefixed name.
 */
export const SESSION_COOKIE_PREFIX = "plansmith";
export const SESSION_COOKIE_NAME = `${SESSION_COOKIE_PREFIX}.session_token`;
export const SESSION_COOKIE_NAMES = [
  SESSION_COOKIE_NAME,
  `__Secure-${SESSION_COOKIE_NAME}`,
] as const;

/**
 * A Set-Cookie line that removes the cookie `name` (set on Path=/ as HttpOnly, SameSite=Lax).
 * A `__Secure-` name must carry `Secure`, or browsers ignore the whole line and keep the cookie:
 * so `Secure` is added for that prefix whatever `secure` says.
 */
export function expiredCookie(name: string, options: { secure?: boolean } = {}): string {
  const secure = options.secure || name.startsWith("__Secure-") || name.startsWith("__Host-");
  return `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
