import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import { planSections, plans, users } from "@/server/db/schema";
import { restorePlans, trashPlans } from "@/server/services/plans/bulk";
import { createPlan, getPlan, updatePlanDetails } from "@/server/services/plans/plans";
import { createTestDatabase, describeTarget, type TestDatabase } from "../../helpers/test-database";

describe(`plans service on ${describeTarget()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.db.insert(users).values([
      { id: "owner", name: "Owner", email: "owner@example.com" },
      { id: "stranger", name: "Stranger", email: "stranger@example.com" },
    ]);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const db = () => database.handle.db;

  it("creates a plan with its sections in order, titled by kind unless named", async () => {
    const plan = await createPlan(db(), "owner", {
      title: "  Bakery website  ",
      summary: "A new site for Rosie's",
      sections: [
        { kind: "overview" },
        { kind: "custom", title: "Hosting" },
        { kind: "next_steps" },
      ],
    });
    expect(plan).toMatchObject({
      title: "Bakery website",
      status: "draft",
      source: "manual",
      version: 1,
    });
    expect(plan.sections.map((s) => [s.position, s.title])).toEqual([
      [0, "Overview"],
      [1, "Hosting"],
      [2, "Next steps"],
    ]);
    const loaded = await getPlan(db(), "owner", plan.id);
    expect(loaded.sections).toHaveLength(3);
  });

  it("answers NOT_FOUND, not FORBIDDEN, for another user's plan, and changes nothing", async () => {
    const plan = await createPlan(db(), "owner", { title: "Private" });
    await expect(getPlan(db(), "stranger", plan.id)).rejects.toMatchObject({
      status: 404,
      message: PLAN_ERRORS.planNotFound,
    });
    await expect(
      updatePlanDetails(db(), "stranger", plan.id, 1, { title: "Mine now" }),
    ).rejects.toMatchObject({
      status: 404,
    });
    await expect(trashPlans(db(), "stranger", [plan.id])).rejects.toMatchObject({ status: 404 });
    expect((await getPlan(db(), "owner", plan.id)).title).toBe("Private");
  });

  it("refuses a stale write with 409 and the current version, and keeps the newer text", async () => {
    const plan = await createPlan(db(), "owner", { title: "Version one" });
    const first = await updatePlanDetails(db(), "owner", plan.id, 1, { title: "Tab A" });
    expect(first.version).toBe(2);
    await expect(
      updatePlanDetails(db(), "owner", plan.id, 1, { title: "Tab B" }),
    ).rejects.toMatchObject({
      status: 409,
      details: { currentVersion: 2 },
    });
    expect((await getPlan(db(), "owner", plan.id)).title).toBe("Tab A");
  });

  it("moves plans to the trash and back", async () => {
    const plan = await createPlan(db(), "owner", { title: "Trash me" });
    expect(await trashPlans(db(), "owner", [plan.id])).toEqual({ count: 1 });
    await expect(getPlan(db(), "owner", plan.id)).rejects.toMatchObject({ status: 404 });
    // Already in the trash: nothing to do, and nothing to hide either (it is the owner's plan).
    expect(await trashPlans(db(), "owner", [plan.id])).toEqual({ count: 0 });
    expect(await restorePlans(db(), "owner", [plan.id])).toEqual({ count: 1 });
    expect((await getPlan(db(), "owner", plan.id)).title).toBe("Trash me");
    expect(await restorePlans(db(), "owner", [plan.id])).toEqual({ count: 0 });
  });

  it("goes with its owner: deleting the account deletes the plans and their sections", async () => {
    await db().insert(users).values({ id: "leaver", name: "Leaver", email: "leaver@example.com" });
    const plan = await createPlan(db(), "leaver", {
      title: "Gone soon",
      sections: [{ kind: "scope" }],
    });
    await db().delete(users).where(eq(users.id, "leaver"));
    expect(await db().select().from(plans).where(eq(plans.id, plan.id))).toEqual([]);
    expect(await db().select().from(planSections).where(eq(planSections.planId, plan.id))).toEqual(
      [],
    );
  });

  it("rejects values outside the vocabulary at the database", async () => {
    await expect(
      db()
        .insert(plans)
        // Past the type checker on purpose: the database's own check must refuse it.
        .values({ ownerId: "owner", title: "Bad", status: sql`'archived'` }),
    ).rejects.toThrow();
  });
});
