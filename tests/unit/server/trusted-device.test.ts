import { describe, expect, it } from "vitest";
import {
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_DAYS,
  newDeviceId,
  signTrustedDevice,
  trustedDeviceCookieName,
  trustedDeviceCookieOptions,
  verifyTrustedDevice,
} from "@/server/auth/trusted-device";

const SECRET = "unit-test-auth-secret-at-least-32-characters";
const DAY = 24 * 60 * 60_000;
const issuedAt = new Date("2026-11-22T10:00:00Z");
const device = { deviceId: "device-1", userId: "user-1", issuedAt };
const later = (ms: number) => new Date(issuedAt.getTime() + ms);

/** `text` with the character at `index` replaced by another one. */
function flip(text: string, index: number): string {
  return text.slice(0, index) + (text[index] === "A" ? "B" : "A") + text.slice(index + 1);
}

describe("trusted-device cookie", () => {
  const value = signTrustedDevice(SECRET, device);

  it("proves the device and the account it signed in to", () => {
    expect(verifyTrustedDevice(SECRET, value, later(DAY))).toEqual(device);
  });

  it("is refused when any character is changed, the signature's last one included", () => {
    for (let index = 0; index < value.length; index += 1) {
      if (value[index] === ".") continue;
      expect(verifyTrustedDevice(SECRET, flip(value, index), later(1)), `at ${index}`).toBeNull();
    }
  });

  it("is refused when signed with another secret, or made up", () => {
    const otherSecret = signTrustedDevice(`${SECRET}-other`, device);
    expect(verifyTrustedDevice(SECRET, otherSecret, later(1))).toBeNull();
    for (const forged of [null, "", "v1", "v1..", "v1.e30.", `${value}.extra`, "v2.a.b"]) {
      expect(verifyTrustedDevice(SECRET, forged, later(1))).toBeNull();
    }
    // A payload naming another account cannot borrow this one's signature.
    const [version, , signature] = value.split(".");
    const otherAccount = Buffer.from(
      JSON.stringify({ d: "device-1", u: "user-2", t: issuedAt.getTime() }),
    ).toString("base64url");
    expect(verifyTrustedDevice(SECRET, `${version}.${otherAccount}.${signature}`, later(1))).toBe(
      null,
    );
  });

  it(`expires ${TRUSTED_DEVICE_DAYS} days after it was issued (and is never from the future)`, () => {
    expect(verifyTrustedDevice(SECRET, value, later(TRUSTED_DEVICE_DAYS * DAY - 1))).not.toBeNull();
    expect(verifyTrustedDevice(SECRET, value, later(TRUSTED_DEVICE_DAYS * DAY))).toBeNull();
    expect(verifyTrustedDevice(SECRET, value, later(-1))).toBeNull();
  });

  it("is HttpOnly and SameSite=Lax, Secure and __Secure- prefixed over HTTPS", () => {
    expect(trustedDeviceCookieName(false)).toBe(TRUSTED_DEVICE_COOKIE);
    expect(trustedDeviceCookieName(true)).toBe(`__Secure-${TRUSTED_DEVICE_COOKIE}`);
    expect(trustedDeviceCookieOptions(true)).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "lax",
      path: "/",
      maxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
    });
    expect(trustedDeviceCookieOptions(false).secure).toBe(false);
  });

  it("gives every new device its own random id", () => {
    const ids = new Set(Array.from({ length: 100 }, newDeviceId));
    expect(ids.size).toBe(100);
  });
});
