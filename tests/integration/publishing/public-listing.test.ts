/**
 * Listings of public plans (issue 14, APIs and point 8): what is listed (public, published, not
 * trashed, an author with a username — never unlisted or private plans), in which order, by
 * which author, in which pages; the landing page's pick; the sitemap's addresses.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { publicPlanPath, publicProfilePath } from "@/lib/publishing/public-paths";
import { LISTING_SUMMARY_MAX_LENGTH } from "@/lib/publishing/listing-rules";
import { SITEMAP_STATIC_PATHS } from "@/lib/routes/robots-rules";
import {
  LANDING_PLANS_COUNT,
  LANDING_PLANS_PER_AUTHOR,
  landingPlans,
  listPublicPlans,
} from "@/server/services/publishing/public-listing";
import { buildSitemap } from "@/server/services/publishing/sitemap";
import { describeTarget } from "../../helpers/test-database";
import { useTestDatabase } from "../../helpers/use-test-database";
import { insertSharedPlan, insertUser } from "./public-meta-kit";

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 9, minute));
const ORIGIN = "https://plans.example.com";

describe(`public plan listings on ${describeTarget()}`, () => {
  const database = useTestDatabase();
  const db = () => database.db;

  beforeAll(async () => {
    await insertUser(db(), { id: "ana", email: "ana@list.test", username: "Ana_M", name: "Ana M" });
    await insertUser(db(), { id: "bo", email: "bo@list.test", username: "bo-builds" });
    await insertUser(db(), { id: "cy", email: "cy@list.test", username: "cyra", name: "  " });
    await insertUser(db(), { id: "nameless", email: "nameless@list.test", username: null });
    // Ana: five public plans, published at minutes 10…50.
    for (let i = 1; i <= 5; i += 1) {
      await insertSharedPlan(db(), {
        ownerId: "ana",
        title: `Live ${i}`,
        visibility: "public",
        slug: `ana-plan-${i}`,
        published: { title: `Ana plan ${i}`, summary: `Summary ${i}`, at: at(i * 10) },
      });
    }
    await insertSharedPlan(db(), {
      ownerId: "bo",
      title: "Bo live",
      visibility: "public",
      slug: "bo-plan",
      published: { title: "Bo plan", summary: "x ".repeat(400), at: at(25) },
    });
    await insertSharedPlan(db(), {
      ownerId: "cy",
      title: "Cy live",
      visibility: "public",
      slug: "cy-plan",
      published: { title: "Cy plan", summary: "", at: at(5) },
    });
    // Never listed: unlisted, private, trashed, not yet published, an author without username.
    await insertSharedPlan(db(), {
      ownerId: "ana",
      title: "Unlisted",
      visibility: "unlisted",
      unlistedToken: "unlisted-token",
      published: { title: "Unlisted plan", summary: "", at: at(59) },
    });
    await insertSharedPlan(db(), { ownerId: "ana", title: "Private", visibility: "private" });
    await insertSharedPlan(db(), {
      ownerId: "bo",
      title: "Trashed",
      visibility: "public",
      slug: "trashed",
      published: { title: "Trashed plan", summary: "", at: at(58) },
      trashed: true,
    });
    await insertSharedPlan(db(), {
      ownerId: "bo",
      title: "Public without snapshot",
      visibility: "public",
      slug: "no-snapshot",
    });
    await insertSharedPlan(db(), {
      ownerId: "nameless",
      title: "Nameless",
      visibility: "public",
      slug: "nameless",
      published: { title: "Nameless plan", summary: "", at: at(57) },
    });
  });

  const titles = (plans: { title: string }[]) => plans.map((plan) => plan.title);

  it("lists public published plans only, newest first, from the snapshot", async () => {
    const listed = await listPublicPlans(db(), { page: 1, pageSize: 50 });
    expect(listed.total).toBe(7);
    expect(titles(listed.plans)).toEqual([
      "Ana plan 5",
      "Ana plan 4",
      "Ana plan 3",
      "Bo plan",
      "Ana plan 2",
      "Ana plan 1",
      "Cy plan",
    ]);
    expect(listed.plans[0]).toEqual({
      title: "Ana plan 5",
      summary: "Summary 5",
      path: publicPlanPath("Ana_M", "ana-plan-5"),
      author: { username: "Ana_M", displayName: "Ana M", avatarPath: null },
      publishedAt: at(50),
    });
    // A blank name shows the username.
    expect(listed.plans.at(-1)!.author.displayName).toBe("cyra");
  });

  it("cuts long summaries", async () => {
    const { plans } = await listPublicPlans(db(), { author: "bo-builds", page: 1, pageSize: 5 });
    expect(plans[0]!.summary.length).toBeLessThanOrEqual(LISTING_SUMMARY_MAX_LENGTH);
    expect(plans[0]!.summary.endsWith("…")).toBe(true);
  });

  it("pages through the list and counts every listed plan", async () => {
    const first = await listPublicPlans(db(), { page: 1, pageSize: 3 });
    const second = await listPublicPlans(db(), { page: 2, pageSize: 3 });
    const third = await listPublicPlans(db(), { page: 3, pageSize: 3 });
    const beyond = await listPublicPlans(db(), { page: 9, pageSize: 3 });
    expect(titles(first.plans)).toEqual(["Ana plan 5", "Ana plan 4", "Ana plan 3"]);
    expect(titles(second.plans)).toEqual(["Bo plan", "Ana plan 2", "Ana plan 1"]);
    expect(titles(third.plans)).toEqual(["Cy plan"]);
    expect(beyond).toEqual({ plans: [], page: 9, pageSize: 3, total: 7 });
    expect(second).toMatchObject({ page: 2, pageSize: 3, total: 7 });
  });

  it("filters by author, ignoring case", async () => {
    const ana = await listPublicPlans(db(), { author: "ana_m", page: 1, pageSize: 2 });
    expect(ana.total).toBe(5);
    expect(titles(ana.plans)).toEqual(["Ana plan 5", "Ana plan 4"]);
    expect((await listPublicPlans(db(), { author: "ANA_M", page: 1, pageSize: 50 })).total).toBe(5);
    expect(await listPublicPlans(db(), { author: "nobody", page: 1, pageSize: 5 })).toEqual({
      plans: [],
      page: 1,
      pageSize: 5,
      total: 0,
    });
  });

  it("features the newest public plans on the landing page, at most two per author", async () => {
    const featured = await landingPlans(db());
    expect(titles(featured)).toEqual(["Ana plan 5", "Ana plan 4", "Bo plan", "Cy plan"]);
    expect(featured.length).toBeLessThanOrEqual(LANDING_PLANS_COUNT);
    for (const { author } of featured) {
      const theirs = featured.filter((plan) => plan.author.username === author.username);
      expect(theirs.length).toBeLessThanOrEqual(LANDING_PLANS_PER_AUTHOR);
    }
  });

  it("maps info pages, profiles with public plans and public plans, never unlisted ones", async () => {
    const entries = await buildSitemap(db(), ORIGIN);
    const urls = entries.map((entry) => entry.url);
    for (const path of SITEMAP_STATIC_PATHS) expect(urls).toContain(`${ORIGIN}${path}`);
    expect(urls).toContain(`${ORIGIN}/`);
    expect(urls).toContain(`${ORIGIN}/about`);
    expect(urls.some((url) => url.includes("/auth/"))).toBe(false);

    const profile = entries.find((entry) => entry.url === `${ORIGIN}${publicProfilePath("Ana_M")}`);
    expect(profile?.lastModified).toEqual(at(50));
    expect(urls).toContain(`${ORIGIN}/@bo-builds`);
    expect(urls).toContain(`${ORIGIN}/@cyra`);
    const plan = entries.find((entry) => entry.url === `${ORIGIN}/@Ana_M/p/ana-plan-3`);
    expect(plan?.lastModified).toEqual(at(30));
    // 7 info pages, 3 profiles, 7 plans: nothing unlisted, private, trashed or unaddressable.
    expect(entries).toHaveLength(SITEMAP_STATIC_PATHS.length + 3 + 7);
    expect(urls.filter((url) => new URL(url).pathname.startsWith("/p/"))).toEqual([]);
    for (const hidden of ["trashed", "nameless", "no-snapshot", "unlisted"]) {
      expect(urls.filter((url) => url.includes(hidden))).toEqual([]);
    }
  });
});
