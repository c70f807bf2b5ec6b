/**
 * The trusted-device cookie: proof that this browser signed in to one account before. The login
 * lockout lets such a device through the locks that other clients' failures can set (the
 * per-e-mail ceiling and the per-IP budget), so an attacker who guesses a victim's password from
 * many addresses cannot lock the victim out of their own laptop (issue 23, A2).
 *
 * The value names the account it was earned for and a random id of the device, and is signed
 * with a key derived from the app's auth secret (HMAC-SHA256), so it cannot be forged, altered,
 * or carried over to another account. It is HttpOnly (script never reads it) and expires after
 * TRUSTED_DEVICE_DAYS, counted from the last sign-in that renewed it.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { SESSION_COOKIE_PREFIX } from "@/lib/auth/session-cookie";

/** A device stays trusted this long after its last successful sign-in. */
export const TRUSTED_DEVICE_DAYS = 180;
const TRUSTED_DEVICE_MS = TRUSTED_DEVICE_DAYS * 24 * 60 * 60_000;

export const TRUSTED_DEVICE_COOKIE = `${SESSION_COOKIE_PREFIX}.trusted_device`;
/** Separates this key from every other use of the auth secret (sessions, tokens). */
const KEY_PURPOSE = "plansmith trusted-device cookie v1";
const VERSION = "v1";

export interface TrustedDevice {
  /** Random, made on the device's first sign-in and kept while the cookie is renewed. */
  deviceId: string;
  /** The account the device signed in to. */
  userId: string;
  issuedAt: Date;
}

/** The cookie's name: over HTTPS `__Secure-` prefixed, like the session cookie. */
export function trustedDeviceCookieName(secure: boolean): string {
  return secure ? `__Secure-${TRUSTED_DEVICE_COOKIE}` : TRUSTED_DEVICE_COOKIE;
}

export function newDeviceId(): string {
  return randomBytes(16).toString("base64url");
}

function signingKey(secret: string): Buffer {
  return createHmac("sha256", secret).update(KEY_PURPOSE).digest();
}

function signatureOf(secret: string, payload: string): string {
  return createHmac("sha256", signingKey(secret)).update(payload).digest("base64url");
}

/** `v1.{payload}.{signature}`, both base64url; the payload is JSON {d, u, t}. */
export function signTrustedDevice(secret: string, device: TrustedDevice): string {
  const payload = Buffer.from(
    JSON.stringify({ d: device.deviceId, u: device.userId, t: device.issuedAt.getTime() }),
  ).toString("base64url");
  return `${VERSION}.${payload}.${signatureOf(secret, payload)}`;
}

/** The device a cookie value proves, or null when it is forged, altered, malformed or expired. */
export function verifyTrustedDevice(
  secret: string,
  value: string | null | undefined,
  now: Date,
): TrustedDevice | null {
  const [version, payload, signature, ...rest] = (value ?? "").split(".");
  if (version !== VERSION || !payload || !signature || rest.length > 0) return null;
  // Compared as text: base64url decoding ignores the last character's spare bits, so two
  // spellings could decode to one signature.
  const expected = Buffer.from(signatureOf(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let fields: { d?: unknown; u?: unknown; t?: unknown };
  try {
    fields = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as typeof fields;
  } catch {
    return null;
  }
  const { d, u, t } = fields;
  if (typeof d !== "string" || typeof u !== "string" || typeof t !== "number") return null;
  const age = now.getTime() - t;
  if (age < 0 || age >= TRUSTED_DEVICE_MS) return null;
  return { deviceId: d, userId: u, issuedAt: new Date(t) };
}

/** Attributes of the Set-Cookie line (Better Auth's setCookie serialises them). */
export function trustedDeviceCookieOptions(secure: boolean) {
  return {
    httpOnly: true,
    secure,
    sameSite: "lax" as const,
    path: "/",
    maxAge: TRUSTED_DEVICE_MS / 1000,
  };
}
