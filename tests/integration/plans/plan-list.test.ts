/**
 * plan.list: filters (status, visibility, source), sorts (updated, created, title; each order),
 * server-side pages of the allowed sizes, the trash view, and items with their section counts —
 * never the search document.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE, PLAN_PAGE_SIZES } from "@/lib/plans/plan-schemas";
import { plans } from "@/server/db/schema";
import { describeTarget } from "../../helpers/test-database";
import { failureOf, usePlansApi, type Caller } from "./plans-test-kit";

const PLAN_COUNT = 30;
const MINUTE_MS = 60_000;

describe(`plan list on ${describeTarget()}`, () => {
  const api = usePlansApi();
  let owner: Caller;
  /** Titles in creation order: "Plan 01" … "Plan 30" with mixed case to test the title sort. */
  const titles = Array.from({ length: PLAN_COUNT }, (_, i) => {
    const n = String(i + 1).padStart(2, "0");
    return i % 2 === 0 ? `plan ${n}` : `Plan ${n}`;
  });
  const idByTitle = new Map<string, string>();

  beforeAll(async () => {
    owner = await api.owner();
    for (const [index, title] of titles.entries()) {
      const plan = await owner.plan.create({
        title,
        source: index % 3 === 0 ? "existing" : "manual",
        sections: Array.from({ length: index % 4 }, () => ({ kind: "custom" as const })),
      });
      idByTitle.set(title, plan.id);
    }
    // Spread the timestamps: created in title order, last updated in reverse title order.
    for (const [index, title] of titles.entries()) {
      await api.db
        .update(plans)
        .set({
          createdAt: sql`now() - make_interval(secs => ${((PLAN_COUNT - index) * MINUTE_MS) / 1000})`,
          updatedAt: sql`now() - make_interval(secs => ${(index * MINUTE_MS) / 1000})`,
          status: index < 5 ? "published" : "draft",
          visibility: index < 3 ? "public" : index < 5 ? "unlisted" : "private",
        })
        .where(eq(plans.id, idByTitle.get(title)!));
    }
    await (await api.stranger()).plan.create({ title: "Not listed for the owner", sections: [] });
  });

  const titlesOf = (page: { items: { title: string }[] }) => page.items.map((item) => item.title);

  it("lists the first page of the most recently updated plans by default", async () => {
    const page = await owner.plan.list({});
    expect(page).toMatchObject({
      total: PLAN_COUNT,
      page: 1,
      pageSize: DEFAULT_PAGE_SIZE,
      pageCount: 2,
    });
    expect(titlesOf(page)).toEqual(titles.slice(0, DEFAULT_PAGE_SIZE));
    expect(page.items[0]).toEqual({
      id: idByTitle.get(titles[0]!),
      title: titles[0],
      summary: "",
      status: "published",
      visibility: "public",
      source: "existing",
      sectionCount: 0,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
      deletedAt: null,
      snippet: null,
    });
    expect(page.items.slice(0, 4).map((item) => item.sectionCount)).toEqual([0, 1, 2, 3]);
  });

  it("pages through every plan exactly once, at each allowed page size", async () => {
    for (const pageSize of PLAN_PAGE_SIZES) {
      const seen: string[] = [];
      const first = await owner.plan.list({ pageSize });
      expect(first.pageCount).toBe(Math.ceil(PLAN_COUNT / pageSize));
      for (let page = 1; page <= first.pageCount; page += 1) {
        const result = await owner.plan.list({ pageSize, page });
        expect(result.items.length).toBeLessThanOrEqual(pageSize);
        seen.push(...titlesOf(result));
      }
      expect(seen).toEqual(titles);
    }
    const past = await owner.plan.list({ page: 99 });
    expect(past).toMatchObject({ items: [], total: PLAN_COUNT, page: 99 });
  });

  it("refuses page sizes and pages outside the rules", async () => {
    for (const input of [{ pageSize: 20 }, { pageSize: 0 }, { page: 0 }, { page: 1.5 }]) {
      expect((await failureOf(owner.plan.list(input as never))).code).toBe("BAD_REQUEST");
    }
    expect((await failureOf(owner.plan.list({ query: "x".repeat(201) }))).code).toBe("BAD_REQUEST");
  });

  it("sorts by updated, created or title, in either order (titles ignoring case)", async () => {
    const size = { pageSize: 100 as const };
    expect(titlesOf(await owner.plan.list({ sort: "updated", ...size }))).toEqual(titles);
    expect(titlesOf(await owner.plan.list({ sort: "updated", order: "asc", ...size }))).toEqual(
      [...titles].reverse(),
    );
    expect(titlesOf(await owner.plan.list({ sort: "created", ...size }))).toEqual(
      [...titles].reverse(),
    );
    expect(titlesOf(await owner.plan.list({ sort: "created", order: "asc", ...size }))).toEqual(
      titles,
    );
    // Titles read A to Z by default; "plan 01" and "Plan 02" interleave regardless of case.
    expect(titlesOf(await owner.plan.list({ sort: "title", ...size }))).toEqual(titles);
    expect(titlesOf(await owner.plan.list({ sort: "title", order: "desc", ...size }))).toEqual(
      [...titles].reverse(),
    );
  });

  it("filters by status, visibility and source, and combines filters", async () => {
    const size = { pageSize: 100 as const };
    expect(titlesOf(await owner.plan.list({ status: "published", ...size }))).toEqual(
      titles.slice(0, 5),
    );
    expect((await owner.plan.list({ status: "draft" })).total).toBe(PLAN_COUNT - 5);
    expect(titlesOf(await owner.plan.list({ visibility: "unlisted", ...size }))).toEqual(
      titles.slice(3, 5),
    );
    const existing = await owner.plan.list({ source: "existing", ...size });
    expect(existing.total).toBe(10);
    expect(existing.items.every((item) => item.source === "existing")).toBe(true);
    const combined = await owner.plan.list({ status: "published", source: "existing", ...size });
    expect(titlesOf(combined)).toEqual([titles[0], titles[3]]);
    expect((await owner.plan.list({ source: "ai" })).total).toBe(0);
  });

  it("shows trashed plans only in the trash view, with when they were trashed", async () => {
    const trashedIds = [idByTitle.get(titles[1]!)!, idByTitle.get(titles[2]!)!];
    await owner.plan.trash({ ids: trashedIds });
    const active = await owner.plan.list({ pageSize: 100 });
    expect(active.total).toBe(PLAN_COUNT - 2);
    expect(active.items.map((item) => item.id)).not.toContain(trashedIds[0]);
    const trash = await owner.plan.list({ view: "trash" });
    expect(trash.items.map((item) => item.id).sort()).toEqual([...trashedIds].sort());
    expect(trash.items.every((item) => item.deletedAt instanceof Date)).toBe(true);
    await owner.plan.restore({ ids: trashedIds });
  });

  it("never answers the search document", async () => {
    const id = idByTitle.get(titles[0]!)!;
    const answers = [
      (await owner.plan.list({})).items[0],
      (await owner.plan.list({ query: "plan" })).items[0],
      await owner.plan.get({ id }),
    ];
    for (const answer of answers) expect(answer).not.toHaveProperty("searchVector");
    const [stored] = await api.db
      .select({ searchVector: plans.searchVector })
      .from(plans)
      .where(inArray(plans.id, [id]));
    expect(stored!.searchVector).toContain("'plan'");
  });
});
