/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are checked by the tests */
/**
 * GET /api/plans/public and GET /api/publish/landing through the app's real route handlers and
 * database, signed out: the answer's shape and caching, the 400s of a bad query, and that no
 * private field — e-mail, unlisted token, ids, unpublished edits, private or unlisted plans,
 * sections, avatars' bytes — ever appears in either answer.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";
import {
  PUBLIC_PLANS_DEFAULT_PAGE_SIZE,
  PUBLIC_PLANS_MAX_PAGE,
  PUBLIC_PLANS_MAX_PAGE_SIZE,
} from "@/lib/publishing/listing-rules";
import { startInMemoryApp } from "../../helpers/in-memory-app";
import { APP_ORIGIN } from "../../helpers/rest-client";
import { insertSharedPlan, insertUser } from "./public-meta-kit";

const { appDb } = await startInMemoryApp();
const { GET: listRoute } = await import("@/app/api/plans/public/route");
const { GET: landingRoute } = await import("@/app/api/publish/landing/route");
const { PUBLIC_LISTING_CACHE_CONTROL } = await import("@/server/api/rest/public-answer");

/** A tiny PNG (the signature is what counts). */
const AVATAR = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]).toString("base64")}`;

/** Strings that must never leave through a listing. */
const SECRETS = {
  email: "secret-mail@private.test",
  otherEmail: "second-secret@private.test",
  liveTitle: "LIVE-TITLE-NOT-PUBLISHED",
  liveSummary: "LIVE-SUMMARY-NOT-PUBLISHED",
  sectionBody: "SECTION-BODY-SECRET",
  publicPlanToken: "public-plan-unlisted-token-SECRET",
  unlistedToken: "unlisted-plan-token-SECRET",
  unlistedTitle: "UNLISTED-SNAPSHOT-TITLE",
  privateTitle: "PRIVATE-PLAN-TITLE",
  trashedTitle: "TRASHED-PLAN-TITLE",
  namelessTitle: "NO-USERNAME-PLAN-TITLE",
};

let planIds: string[] = [];

async function get(
  route: (request: Request) => Promise<Response>,
  path: string,
): Promise<{ status: number; body: any; text: string; response: Response }> {
  const response = await route(new Request(`${APP_ORIGIN}${path}`));
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text, response };
}

describe("GET /api/plans/public and GET /api/publish/landing", () => {
  beforeAll(async () => {
    const db = await appDb();
    await insertUser(db, {
      id: "author-user-id",
      email: SECRETS.email,
      username: "Writer",
      name: "Wendy Writer",
      bio: "Plans things.",
      avatarDataUrl: AVATAR,
    });
    await insertUser(db, { id: "nameless-user-id", email: SECRETS.otherEmail, username: null });
    planIds = [
      // Published, then edited: the listing shows the published version only.
      await insertSharedPlan(db, {
        ownerId: "author-user-id",
        title: SECRETS.liveTitle,
        summary: SECRETS.liveSummary,
        visibility: "public",
        slug: "published-plan",
        unlistedToken: SECRETS.publicPlanToken,
        published: {
          title: "Published title",
          summary: "Published summary",
          at: new Date("2026-02-01T10:00:00Z"),
          body: SECRETS.sectionBody,
        },
      }),
      await insertSharedPlan(db, {
        ownerId: "author-user-id",
        title: "Second live",
        visibility: "public",
        slug: "second",
        published: { title: "Second", summary: "", at: new Date("2026-02-02T10:00:00Z") },
      }),
      await insertSharedPlan(db, {
        ownerId: "author-user-id",
        title: SECRETS.unlistedTitle,
        visibility: "unlisted",
        unlistedToken: SECRETS.unlistedToken,
        published: {
          title: SECRETS.unlistedTitle,
          summary: "",
          at: new Date("2026-02-03T10:00:00Z"),
        },
      }),
      await insertSharedPlan(db, {
        ownerId: "author-user-id",
        title: SECRETS.privateTitle,
        visibility: "private",
      }),
      await insertSharedPlan(db, {
        ownerId: "author-user-id",
        title: SECRETS.trashedTitle,
        visibility: "public",
        slug: "trashed",
        published: {
          title: SECRETS.trashedTitle,
          summary: "",
          at: new Date("2026-02-04T10:00:00Z"),
        },
        trashed: true,
      }),
      await insertSharedPlan(db, {
        ownerId: "nameless-user-id",
        title: SECRETS.namelessTitle,
        visibility: "public",
        slug: "nameless",
        published: {
          title: SECRETS.namelessTitle,
          summary: "",
          at: new Date("2026-02-05T10:00:00Z"),
        },
      }),
    ];
  });

  function expectNothingPrivate(text: string) {
    for (const [name, secret] of Object.entries(SECRETS)) {
      expect(text.includes(secret), `${name} must not appear`).toBe(false);
    }
    for (const id of planIds) expect(text).not.toContain(id);
    expect(text).not.toContain("nameless-user-id");
    expect(text).not.toContain("base64");
    expect(text).not.toContain("fingerprint");
  }

  it("answers the public plans with only the listing's fields, cacheable, signed out", async () => {
    const answer = await get(listRoute, "/api/plans/public");
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("cache-control")).toBe(PUBLIC_LISTING_CACHE_CONTROL);
    expect(answer.response.headers.get("set-cookie")).toBeNull();
    expect(answer.body.data).toMatchObject({
      page: 1,
      pageSize: PUBLIC_PLANS_DEFAULT_PAGE_SIZE,
      total: 2,
    });
    const [newest, older] = answer.body.data.plans;
    expect(newest.title).toBe("Second");
    expect(older).toEqual({
      title: "Published title",
      summary: "Published summary",
      path: "/@Writer/p/published-plan",
      author: {
        username: "Writer",
        displayName: "Wendy Writer",
        avatarPath: expect.stringMatching(/^\/api\/public\/avatars\/author-user-id\?v=[0-9a-z]+$/),
      },
      publishedAt: "2026-02-01T10:00:00.000Z",
    });
    expectNothingPrivate(answer.text);
  });

  it("answers the landing page's plans in the same shape, with nothing private", async () => {
    const answer = await get(landingRoute, "/api/publish/landing");
    expect(answer.status).toBe(200);
    expect(answer.response.headers.get("cache-control")).toBe(PUBLIC_LISTING_CACHE_CONTROL);
    expect(answer.body.data.plans.map((plan: any) => plan.title)).toEqual([
      "Second",
      "Published title",
    ]);
    for (const plan of answer.body.data.plans) {
      expect(Object.keys(plan).sort()).toEqual([
        "author",
        "path",
        "publishedAt",
        "summary",
        "title",
      ]);
      expect(Object.keys(plan.author).sort()).toEqual(["avatarPath", "displayName", "username"]);
    }
    expectNothingPrivate(answer.text);
  });

  it("pages and filters by author, ignoring case", async () => {
    const page = await get(listRoute, "/api/plans/public?author=writer&page=2&pageSize=1");
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ page: 2, pageSize: 1, total: 2 });
    expect(page.body.data.plans.map((plan: any) => plan.title)).toEqual(["Published title"]);
    // An author without public plans (or without a username) lists nothing.
    const none = await get(listRoute, "/api/plans/public?author=nobody-here");
    expect(none.body.data).toEqual({
      plans: [],
      page: 1,
      pageSize: PUBLIC_PLANS_DEFAULT_PAGE_SIZE,
      total: 0,
    });
    // A blank author is no filter.
    expect((await get(listRoute, "/api/plans/public?author=")).body.data.total).toBe(2);
  });

  it.each([
    ["page=0", PUBLIC_META_TEXT.invalidPage(PUBLIC_PLANS_MAX_PAGE)],
    ["page=abc", PUBLIC_META_TEXT.invalidPage(PUBLIC_PLANS_MAX_PAGE)],
    ["page=1.5", PUBLIC_META_TEXT.invalidPage(PUBLIC_PLANS_MAX_PAGE)],
    [`page=${PUBLIC_PLANS_MAX_PAGE + 1}`, PUBLIC_META_TEXT.invalidPage(PUBLIC_PLANS_MAX_PAGE)],
    [
      `pageSize=${PUBLIC_PLANS_MAX_PAGE_SIZE + 1}`,
      PUBLIC_META_TEXT.invalidPageSize(PUBLIC_PLANS_MAX_PAGE_SIZE),
    ],
    ["pageSize=0", PUBLIC_META_TEXT.invalidPageSize(PUBLIC_PLANS_MAX_PAGE_SIZE)],
    ["pageSize=-3", PUBLIC_META_TEXT.invalidPageSize(PUBLIC_PLANS_MAX_PAGE_SIZE)],
    ["author=no%20spaces", PUBLIC_META_TEXT.invalidAuthor],
    ["author=%27%20or%201%3D1--", PUBLIC_META_TEXT.invalidAuthor],
  ])("answers 400 with a clear message for ?%s", async (query, message) => {
    const answer = await get(listRoute, `/api/plans/public?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatchObject({ code: "BAD_REQUEST", message });
    expect(answer.response.headers.get("cache-control")).toBe("no-store");
  });
});
