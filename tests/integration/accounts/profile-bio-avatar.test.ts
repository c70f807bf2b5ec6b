/**
 * The public parts of a profile (issue 14, point 6) through the app's real route handlers:
 * PUT /api/profile takes a bio and an avatar (checked like plan logos: PNG, JPEG or WebP by their
 * first bytes, at most 256 KB), GET /api/profile shows them, and GET /api/public/avatars/{userId}
 * serves the image of a public profile with the right type and caching — and nothing else.
 */
import { beforeAll, describe, expect, it } from "vitest";
import {
  AVATAR_MAX_BYTES,
  AVATAR_PROBLEM_MESSAGES,
  PROFILE_BIO_MAX_LENGTH,
} from "@/lib/auth/profile-rules";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";
import { PROFILE_JSON_MAX_BYTES } from "@/lib/http/request-size-limits";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN, type RestBrowser } from "../../helpers/rest-client";

const { confirmedUserCookie, createConfirmedUser, GET, routes } = await startInMemoryApp();
const { GET: avatarRoute } = await import("@/app/api/public/avatars/[userId]/route");
const trpcRoute = await import("@/app/api/trpc/[trpc]/route");
const { resultData, TrpcHttpClient } = await import("../../helpers/trpc-http");
const { AVATAR_IMMUTABLE_CACHE_CONTROL, AVATAR_UNVERSIONED_CACHE_CONTROL } =
  await import("@/server/services/accounts/avatar");

const PASSWORD = "avatar password 1";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff, 0xe0];

function dataUrl(type: string, bytes: number[] | Buffer): string {
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}
const PNG_BYTES = Buffer.from([...PNG_SIGNATURE, 1, 2, 3, 4, 5, 6, 7, 8]);
const PNG = dataUrl("image/png", PNG_BYTES);
const JPEG_BYTES = Buffer.from([...JPEG_SIGNATURE, 9, 9, 9, 9, 9, 9, 9, 9]);
const JPEG = dataUrl("image/jpeg", JPEG_BYTES);

const putProfile = (browser: RestBrowser, body: unknown) =>
  browser.call(routes.putProfile, "/api/profile", { method: "PUT", body });
const getProfile = (browser: RestBrowser) => browser.call(routes.getProfile, "/api/profile", GET);

async function fetchAvatar(path: string) {
  const url = new URL(path, APP_ORIGIN);
  const userId = decodeURIComponent(url.pathname.split("/").at(-1)!);
  const response = await avatarRoute(new Request(url), { params: Promise.resolve({ userId }) });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe("profile bio and avatar", () => {
  let browser: RestBrowser;
  let userId: string;

  beforeAll(async () => {
    const created = await createConfirmedUser("pat@example.com", PASSWORD, { username: "pat" });
    browser = created.browser;
    userId = created.user.id;
  });

  it("saves a bio (trimmed) and an avatar, and GET /api/profile shows them", async () => {
    const saved = await putProfile(browser, {
      bio: "  Freelance designer.\r\nBerlin.  ",
      avatar_data_url: PNG,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body?.data.profile).toMatchObject({
      bio: "Freelance designer.\nBerlin.",
      avatar_url: expect.stringMatching(
        new RegExp(`^/api/public/avatars/${userId}\\?v=[0-9a-z]+$`),
      ),
    });
    const read = await getProfile(browser);
    expect(read.body?.data.profile.bio).toBe("Freelance designer.\nBerlin.");
    // The image itself never rides along with the profile every page reads.
    expect(JSON.stringify(read.body)).not.toContain("base64");
  });

  it("serves the avatar's bytes with its type, nosniff, and a year's cache for its version", async () => {
    const path = (await getProfile(browser)).body?.data.profile.avatar_url as string;
    const versioned = await fetchAvatar(path);
    expect(versioned.response.status).toBe(200);
    expect(versioned.response.headers.get("content-type")).toBe("image/png");
    expect(versioned.response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(versioned.response.headers.get("cache-control")).toBe(AVATAR_IMMUTABLE_CACHE_CONTROL);
    expect(versioned.response.headers.get("cache-control")).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(versioned.response.headers.get("set-cookie")).toBeNull();
    expect(versioned.bytes.equals(PNG_BYTES)).toBe(true);

    const bare = await fetchAvatar(`/api/public/avatars/${userId}`);
    expect(bare.response.status).toBe(200);
    expect(bare.response.headers.get("cache-control")).toBe(AVATAR_UNVERSIONED_CACHE_CONTROL);
  });

  it("gives a new image a new address; the old address is not cached for a year", async () => {
    const before = (await getProfile(browser)).body?.data.profile.avatar_url as string;
    const changed = await putProfile(browser, { avatar_data_url: JPEG });
    const after = changed.body?.data.profile.avatar_url as string;
    expect(after).not.toBe(before);
    const current = await fetchAvatar(after);
    expect(current.response.headers.get("content-type")).toBe("image/jpeg");
    expect(current.bytes.equals(JPEG_BYTES)).toBe(true);
    const stale = await fetchAvatar(before);
    expect(stale.response.headers.get("cache-control")).toBe(AVATAR_UNVERSIONED_CACHE_CONTROL);
  });

  it("refuses a long bio and avatars that are not PNG, JPEG or WebP or are too large", async () => {
    const longBio = await putProfile(browser, { bio: "x".repeat(PROFILE_BIO_MAX_LENGTH + 1) });
    expect(longBio.status).toBe(400);
    expect(longBio.body?.error.fieldErrors.bio).toEqual([
      PUBLIC_META_TEXT.bioTooLong(PROFILE_BIO_MAX_LENGTH),
    ]);
    expect((await putProfile(browser, { bio: "x".repeat(PROFILE_BIO_MAX_LENGTH) })).status).toBe(
      200,
    );

    const wrongType = [
      // A GIF, an SVG (it can carry script) and a text file labelled as PNG.
      dataUrl("image/gif", Buffer.from("GIF89a......")),
      dataUrl("image/svg+xml", Buffer.from("<svg onload='alert(1)'/>")),
      dataUrl("image/png", Buffer.from("not a png at all")),
      "https://example.com/me.png",
    ];
    for (const avatar of wrongType) {
      const refused = await putProfile(browser, { avatar_data_url: avatar });
      expect(refused.status, avatar.slice(0, 30)).toBe(400);
      expect(refused.body?.error.fieldErrors.avatar_data_url).toEqual([
        AVATAR_PROBLEM_MESSAGES.type,
      ]);
    }
    const tooLarge = Buffer.alloc(AVATAR_MAX_BYTES + 1);
    Buffer.from(PNG_SIGNATURE).copy(tooLarge);
    const large = await putProfile(browser, { avatar_data_url: dataUrl("image/png", tooLarge) });
    expect(large.status).toBe(400);
    expect(large.body?.error.fieldErrors.avatar_data_url).toEqual([AVATAR_PROBLEM_MESSAGES.size]);
    // The largest allowed avatar fits in the request.
    const largest = Buffer.alloc(AVATAR_MAX_BYTES);
    Buffer.from(PNG_SIGNATURE).copy(largest);
    expect(
      (await putProfile(browser, { avatar_data_url: dataUrl("image/png", largest) })).status,
    ).toBe(200);
  });

  it("refuses a profile body over PROFILE_JSON_MAX_BYTES with 413 before parsing it", async () => {
    const huge = await putProfile(browser, { bio: "x".repeat(PROFILE_JSON_MAX_BYTES) });
    expect(huge.status).toBe(413);
  });

  it("answers 404 once the avatar is removed, and for unknown users", async () => {
    const removed = await putProfile(browser, { avatar_data_url: null });
    expect(removed.body?.data.profile.avatar_url).toBeNull();
    const gone = await fetchAvatar(`/api/public/avatars/${userId}?v=x`);
    expect(gone.response.status).toBe(404);
    expect(gone.response.headers.get("cache-control")).toBe("no-store");
    expect((await fetchAvatar("/api/public/avatars/no-such-user")).response.status).toBe(404);
  });

  it("never serves the avatar of a profile without a username (not public)", async () => {
    const { browser: privateUser, user } = await createConfirmedUser("quiet@example.com", PASSWORD);
    const saved = await putProfile(privateUser, { avatar_data_url: PNG });
    expect(saved.status).toBe(200);
    expect(saved.body?.data.profile.avatar_url).toBeNull();
    expect((await fetchAvatar(`/api/public/avatars/${user.id}`)).response.status).toBe(404);
    // It appears once the profile has a username.
    const named = await putProfile(privateUser, { username: "quiet-one" });
    const path = named.body?.data.profile.avatar_url as string;
    expect((await fetchAvatar(path)).response.status).toBe(200);
  });

  it("profile.update takes the bio and avatar; profile.avatar gives the owner the image", async () => {
    const client = new TrpcHttpClient(trpcRoute);
    client.cookie = await confirmedUserCookie("trpc-avatar@example.com", PASSWORD);
    const updated = await client.call("profile.update", { bio: "Via tRPC", avatar_data_url: PNG });
    expect(updated.status, updated.text).toBe(200);
    expect(resultData(updated)).toMatchObject({ bio: "Via tRPC", avatar_url: null });
    const avatar = await client.call("profile.avatar", undefined, "GET");
    expect(resultData(avatar)).toEqual({ dataUrl: PNG });
    const refused = await client.call("profile.update", {
      avatar_data_url: "data:image/gif;base64,R0lGODlh",
    });
    expect(refused.status).toBe(400);
    expect(
      (await new TrpcHttpClient(trpcRoute).call("profile.avatar", undefined, "GET")).status,
    ).toBe(401);
  });
});
