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
