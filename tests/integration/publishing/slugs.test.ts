/**
 * Slugs of public plans on the server: checks with reasons and free suggestions, uniqueness per
 * owner (two owners may share a slug; two plans of one owner racing for a slug: one wins), and
 * the redirect an old slug leaves behind.
 */
import { describe, expect, it } from "vitest";
import { ERROR_CODES } from "@/lib/errors/codes";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { slugProblem } from "@/lib/publishing/slug-rules";
import { publicPlanPath } from "@/lib/publishing/public-paths";
import { SLUG_SUGGESTION_COUNT } from "@/server/services/publishing/slugs";
import { describeTarget } from "../../helpers/test-database";
import {
  OWNER,
  OWNER_USERNAME,
  STRANGER,
  STRANGER_USERNAME,
  appErrorOf,
  createPlan,
  usePublishingApi,
  type Caller,
} from "./publish-test-kit";

describe(`public plan slugs on ${describeTarget()}`, () => {
  const api = usePublishingApi();

  const publishAt = (caller: Caller, planId: string, slug: string) =>
    caller.publishing.publish({ planId, visibility: "public", slug });

  it("checks a slug: reserved, malformed and taken ones get the reason and free suggestions", async () => {
    const owner = await api.owner();
    const holder = await createPlan(owner, "Launch plan");
    await publishAt(owner, holder.id, "launch-plan");
    const plan = await createPlan(owner, "Launch plan");

    expect(await owner.publishing.checkSlug({ planId: plan.id, slug: "launch-day" })).toEqual({
      available: true,
      slug: "launch-day",
    });
    // The holder's own slug is available to the holder.
    expect(
      await owner.publishing.checkSlug({ planId: holder.id, slug: "launch-plan" }),
    ).toMatchObject({ available: true });

    for (const [slug, reason] of [
      ["launch-plan", "taken"],
      ["staging", "reserved"],
      ["Launch Plan", "invalidCharacters"],
      ["-launch", "edgeHyphen"],
      ["la", "tooShort"],
    ] as const) {
      const check = await owner.publishing.checkSlug({ planId: plan.id, slug });
      expect(check).toMatchObject({
        available: false,
        slug,
        reason,
        message: PUBLISHING_TEXT.slug[reason],
      });
      if (check.available) throw new Error("unreachable");
      expect(check.suggestions).toHaveLength(SLUG_SUGGESTION_COUNT);
      for (const suggestion of check.suggestions) {
        expect(slugProblem(suggestion)).toBeNull();
        expect(suggestion).not.toBe("launch-plan");
        expect(await owner.publishing.checkSlug({ planId: plan.id, slug: suggestion })).toEqual({
          available: true,
          slug: suggestion,
        });
      }
    }
    const reserved = await owner.publishing.checkSlug({ planId: plan.id, slug: "staging" });
    expect(reserved).toMatchObject({
      suggestions: ["staging-plan", "staging-plan-2", "launch-plan-2"],
    });
  });

  it("suggestions skip every slug the owner's other plans use, also unpublished ones and old addresses", async () => {
    const owner = await api.owner();
    const [a, b, c, plan] = await Promise.all(
      ["Roadmap A", "Roadmap B", "Roadmap C", "Roadmap"].map((title) => createPlan(owner, title)),
    );
    await publishAt(owner, a!.id, "roadmap");
    await publishAt(owner, b!.id, "roadmap-2");
    await owner.publishing.unpublish({ planId: b!.id }); // keeps roadmap-2
    await publishAt(owner, c!.id, "roadmap-3");
    await publishAt(owner, c!.id, "roadmap-c"); // roadmap-3 now redirects to C
    const check = await owner.publishing.checkSlug({ planId: plan!.id, slug: "roadmap" });
    expect(check).toMatchObject({
      available: false,
      reason: "taken",
      suggestions: ["roadmap-4", "roadmap-5", "roadmap-6"],
    });
    expect((await owner.publishing.state({ planId: plan!.id })).suggestedSlug).toBe("roadmap-4");
  });

  it("publishing at a refused slug answers SLUG_UNAVAILABLE with the reason and suggestions, and changes nothing", async () => {
    const owner = await api.owner();
    const holder = await createPlan(owner, "Pricing study");
    await publishAt(owner, holder.id, "pricing-study");
    const plan = await createPlan(owner, "Pricing study");

    const taken = await appErrorOf(publishAt(owner, plan.id, "pricing-study"));
    expect(taken.trpc.code).toBe("CONFLICT");
    expect(taken.code).toBe(ERROR_CODES.slugUnavailable);
    expect(taken.message).toBe(PUBLISHING_TEXT.slug.taken);
    expect(taken.details).toMatchObject({ slug: "pricing-study", reason: "taken" });
    expect((taken.details!.suggestions as string[])[0]).toBe("pricing-study-2");

    const reserved = await appErrorOf(publishAt(owner, plan.id, "facebook"));
    expect(reserved.trpc.code).toBe("BAD_REQUEST");
    expect(reserved).toMatchObject({
      code: ERROR_CODES.slugUnavailable,
      message: PUBLISHING_TEXT.slug.reserved,
      fieldErrors: { slug: [PUBLISHING_TEXT.slug.reserved] },
    });
    expect(reserved.details).toMatchObject({ reason: "reserved" });

    const missing = await appErrorOf(
      owner.publishing.publish({ planId: plan.id, visibility: "public" }),
    );
    expect(missing.details).toMatchObject({ reason: "empty" });

    expect(await api.publication(plan.id)).toBeNull();
    expect(await api.planRow(plan.id)).toMatchObject({ visibility: "private", slug: null });
    expect(await api.revisionReasons(plan.id)).toEqual([]);
  });

  it("slugs are unique per owner: two owners may publish at the same slug", async () => {
    const owner = await api.owner();
    const stranger = await api.stranger();
    const mine = await createPlan(owner, "Shared name");
    const theirs = await createPlan(stranger, "Shared name");
    const a = await publishAt(owner, mine.id, "shared-name");
    const b = await publishAt(stranger, theirs.id, "shared-name");
    expect(a.publicPath).toBe(publicPlanPath(OWNER_USERNAME, "shared-name"));
    expect(b.publicPath).toBe(publicPlanPath(STRANGER_USERNAME, "shared-name"));
  });

  it("two plans published at one slug at the same time: one wins, the other hears it is taken", async () => {
    const owner = await api.owner();
    const first = await createPlan(owner, "Race one");
    const second = await createPlan(owner, "Race two");
    const outcomes = await Promise.allSettled([
      publishAt(owner, first.id, "photo-finish"),
      publishAt(await api.owner(), second.id, "photo-finish"),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const lost = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const error = await appErrorOf(Promise.reject((lost[0] as PromiseRejectedResult).reason));
    expect(error).toMatchObject({
      code: ERROR_CODES.slugUnavailable,
      message: PUBLISHING_TEXT.slug.taken,
    });
    expect(error.details).toMatchObject({ slug: "photo-finish", reason: "taken" });
    const rows = await Promise.all([api.planRow(first.id), api.planRow(second.id)]);
    expect(
      rows.filter((row) => row.slug === "photo-finish" && row.visibility === "public"),
    ).toHaveLength(1);
    const loser = rows.find((row) => row.slug !== "photo-finish")!;
    expect(loser.visibility).toBe("private");
    // Free suggestions from the asked slug and the loser's own title, alternately.
    const root = loser.id === first.id ? "race-one" : "race-two";
    expect(error.details!.suggestions).toEqual([root, "photo-finish-2", `${root}-2`]);
    expect(await api.publication(loser.id)).toBeNull();
  });

  it("changing a published slug leaves a redirect; taking an old slug ends its redirect", async () => {
    const owner = await api.owner();
    const plan = await createPlan(owner, "Renamed");
    await publishAt(owner, plan.id, "first-name");
    await publishAt(owner, plan.id, "second-name");
    expect(await api.redirectsOf(OWNER.id)).toContainEqual({ slug: "first-name", planId: plan.id });
    expect((await api.planRow(plan.id)).slug).toBe("second-name");

    // Another plan may take the old address: the redirect ends, the new plan is served there.
    const other = await createPlan(owner, "Newcomer");
    await publishAt(owner, other.id, "first-name");
    expect(await api.redirectsOf(OWNER.id)).not.toContainEqual(
      expect.objectContaining({ slug: "first-name" }),
    );

    // Going back to an own old slug ends that redirect too, and the left one becomes one.
    await publishAt(owner, plan.id, "third-name");
    await publishAt(owner, plan.id, "second-name");
    const redirects = await api.redirectsOf(OWNER.id);
    expect(redirects).toContainEqual({ slug: "third-name", planId: plan.id });
    expect(redirects).not.toContainEqual(expect.objectContaining({ slug: "second-name" }));
    // The stranger's redirects are their own.
    expect(await api.redirectsOf(STRANGER.id)).toEqual([]);
  });

  it("an unpublished plan's kept slug is free for another plan, which takes it over", async () => {
    const owner = await api.owner();
    const old = await createPlan(owner, "Old offer");
    await publishAt(owner, old.id, "offer");
    await owner.publishing.unpublish({ planId: old.id });
    const fresh = await createPlan(owner, "New offer");
    expect(await owner.publishing.checkSlug({ planId: fresh.id, slug: "offer" })).toMatchObject({
      available: true,
    });
    await publishAt(owner, fresh.id, "offer");
    expect((await api.planRow(old.id)).slug).toBeNull();
    expect((await api.planRow(fresh.id)).slug).toBe("offer");
    // The old plan gets a fresh suggestion, not the address now in use.
    expect((await owner.publishing.state({ planId: old.id })).suggestedSlug).toBe("old-offer");
  });

  it("making a public plan unlisted takes it off its public address", async () => {
    const owner = await api.owner();
    const plan = await createPlan(owner, "Quieter");
    await publishAt(owner, plan.id, "quieter");
    const state = await owner.publishing.publish({ planId: plan.id, visibility: "unlisted" });
    expect(state).toMatchObject({ visibility: "unlisted", slug: null, publicPath: null });
    expect(state.unlistedPath).toMatch(/^\/p\//);
    // Its slug is not "taken" for another plan any more.
    const other = await createPlan(owner, "Louder");
    expect(await owner.publishing.checkSlug({ planId: other.id, slug: "quieter" })).toMatchObject({
      available: true,
    });
    // Public again without naming a slug: the kept one.
    const again = await owner.publishing.publish({ planId: plan.id, visibility: "public" });
    expect(again).toMatchObject({ visibility: "public", slug: "quieter" });
  });
});
