import { describe, expect, it } from "vitest";
import {
  draftDiffers,
  draftFromState,
  estimateChoice,
} from "@/components/publishing/share-form-model";
import type { ShareState } from "@/components/publishing/share-types";

const privatePlan: ShareState = {
  planId: "7c2f3f4e-4d7b-4a53-9a57-0f4d3e0c6b11",
  visibility: "private",
  slug: null,
  suggestedSlug: "website-relaunch",
  username: "ana",
  publicPath: null,
  unlistedPath: null,
  publishedAt: null,
  firstPublishedAt: null,
  hasUnpublishedChanges: false,
  estimate: null,
  defaultCurrency: "EUR",
  views: { total: 0, today: 0, last30Days: 0 },
};

const publicPlan: ShareState = {
  ...privatePlan,
  visibility: "public",
  slug: "relaunch",
  publicPath: "/@ana/p/relaunch",
  unlistedPath: "/p/token",
  estimate: { amountMinor: 450_050, currency: "GBP", note: "Fixed price" },
};

describe("share form model", () => {
  it("starts a private plan with the suggested slug, no estimate and the default currency", () => {
    expect(draftFromState(privatePlan)).toEqual({
      visibility: "private",
      slug: "website-relaunch",
      estimate: { shown: false, amount: "", currency: "EUR", note: "" },
    });
  });

  it("starts a public plan with its own slug and estimate", () => {
    const draft = draftFromState(publicPlan);
    expect(draft.slug).toBe("relaunch");
    expect(draft.estimate).toEqual({
      shown: true,
      amount: "4500.50",
      currency: "GBP",
      note: "Fixed price",
    });
    expect(draftDiffers(draft, publicPlan)).toBe(false);
  });

  it("sees a change of visibility, slug or estimate, and ignores the slug of an unlisted plan", () => {
    const draft = draftFromState(publicPlan);
    expect(draftDiffers({ ...draft, visibility: "unlisted" }, publicPlan)).toBe(true);
    expect(draftDiffers({ ...draft, slug: "relaunch-2" }, publicPlan)).toBe(true);
    expect(
      draftDiffers({ ...draft, estimate: { ...draft.estimate, amount: "4600" } }, publicPlan),
    ).toBe(true);
    expect(
      draftDiffers({ ...draft, estimate: { ...draft.estimate, shown: false } }, publicPlan),
    ).toBe(true);
    const unlisted = { ...publicPlan, visibility: "unlisted" as const, slug: null };
    expect(draftDiffers({ ...draftFromState(unlisted), slug: "anything" }, unlisted)).toBe(false);
  });

  it("sends no estimate when it is hidden, and none at all when the amount cannot be read", () => {
    const shown = { shown: true, amount: "1,200", currency: "USD", note: "  Per phase " };
    expect(estimateChoice({ ...shown, shown: false })).toBeNull();
    expect(estimateChoice(shown)).toEqual({
      amountMinor: 120_000,
      currency: "USD",
      note: "Per phase",
    });
    expect(estimateChoice({ ...shown, amount: "twelve" })).toBeUndefined();
  });
});
