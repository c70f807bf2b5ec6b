/**
 * Why a save cannot be done (issue 15, points 2 and 3): an oversize section or an empty title is
 * explained in words the person can act on, checked with the API's own limits; any other refusal
 * of the server is shown with the server's reason, never a generic text or raw JSON.
 */
import { describe, expect, it } from "vitest";
import { SECTION_SAVE_TEXT } from "@/lib/errors/plan-editor";
import {
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  SECTION_BODY_MAX_LENGTH,
  SECTION_TITLE_MAX_LENGTH,
} from "@/lib/plans/plan-rules";
import { updateSectionInput } from "@/lib/plans/plan-schemas";
import {
  detailsSaveProblem,
  formatCount,
  sectionSaveProblem,
  sectionTitleProblem,
  serverRefusalReason,
} from "@/lib/plans/save-refusal";

describe("section save problems", () => {
  it("explains a 228,000-character section: over the limit, and how to fix it", () => {
    const problem = sectionSaveProblem({ title: "Scope", body: "x".repeat(228_000) });
    expect(problem).not.toBeNull();
    expect(
      problem!.startsWith(
        `This section is over ${formatCount(SECTION_BODY_MAX_LENGTH)} characters`,
      ),
    ).toBe(true);
    expect(problem).toContain("This section is over 200,000 characters");
    expect(problem).toContain("228,000");
    expect(problem).toMatch(/Shorten it/);
    expect(problem).toMatch(/new section/);
    expect(problem).toMatch(/kept on this device/);
  });

  it("agrees with the API's limit: the longest accepted text has no problem, one more has", () => {
    const atLimit = { title: "Scope", body: "x".repeat(SECTION_BODY_MAX_LENGTH) };
    const over = { title: "Scope", body: "x".repeat(SECTION_BODY_MAX_LENGTH + 1) };
    const base = {
      planId: crypto.randomUUID(),
      sectionId: crypto.randomUUID(),
      expectedVersion: 1,
    };
    expect(sectionSaveProblem(atLimit)).toBeNull();
    expect(updateSectionInput.safeParse({ ...base, ...atLimit }).success).toBe(true);
    expect(sectionSaveProblem(over)).not.toBeNull();
    expect(updateSectionInput.safeParse({ ...base, ...over }).success).toBe(false);
  });

  it("an empty or blank title is a problem of its own, before the text", () => {
    for (const title of ["", "   ", "\t"]) {
      expect(sectionTitleProblem(title)).toBe(SECTION_SAVE_TEXT.sectionTitleRequired);
      expect(sectionSaveProblem({ title, body: "x".repeat(SECTION_BODY_MAX_LENGTH + 1) })).toBe(
        SECTION_SAVE_TEXT.sectionTitleRequired,
      );
    }
    expect(sectionTitleProblem("Scope")).toBeNull();
  });

  it("a title over the limit names the limit", () => {
    const problem = sectionTitleProblem("t".repeat(SECTION_TITLE_MAX_LENGTH + 1));
    expect(problem).toContain(formatCount(SECTION_TITLE_MAX_LENGTH));
    expect(sectionTitleProblem("t".repeat(SECTION_TITLE_MAX_LENGTH))).toBeNull();
  });

  it("checks the plan's title and description the same way", () => {
    expect(detailsSaveProblem({ title: " ", summary: "" })).toBe(
      SECTION_SAVE_TEXT.planTitleRequired,
    );
    expect(
      detailsSaveProblem({ title: "t".repeat(PLAN_TITLE_MAX_LENGTH + 1), summary: "" }),
    ).toContain(String(PLAN_TITLE_MAX_LENGTH));
    expect(
      detailsSaveProblem({ title: "Plan", summary: "s".repeat(PLAN_SUMMARY_MAX_LENGTH + 1) }),
    ).toContain(formatCount(PLAN_SUMMARY_MAX_LENGTH));
    expect(detailsSaveProblem({ title: "Plan", summary: "" })).toBeNull();
  });
});

describe("the server's reason for a refused save", () => {
  it("shows a field's validation message, not tRPC's raw JSON message", () => {
    const error = {
      message: '[{"code":"too_big","path":["body"]}]',
      data: {
        httpStatus: 400,
        appCode: null,
        zodError: {
          formErrors: [],
          fieldErrors: { body: ["Section text must be at most 200,000 characters"] },
        },
      },
    };
    const reason = serverRefusalReason(error);
    expect(reason).toBe(
      SECTION_SAVE_TEXT.refused("Section text must be at most 200,000 characters."),
    );
    expect(reason).not.toContain("too_big");
  });

  it("shows the catalogue message of a refusal (AppError) as it is", () => {
    const error = {
      message: "The request is too large (at most 16 MiB).",
      data: { httpStatus: 413, appCode: "PAYLOAD_TOO_LARGE", zodError: null },
    };
    expect(serverRefusalReason(error)).toBe(
      SECTION_SAVE_TEXT.refused("The request is too large (at most 16 MiB)."),
    );
  });

  it("says nothing it cannot back: no reason without a field message or a catalogue code", () => {
    expect(serverRefusalReason({ message: "fetch failed", data: { httpStatus: 400 } })).toBeNull();
    expect(serverRefusalReason(null)).toBeNull();
    expect(serverRefusalReason(new Error("boom"))).toBeNull();
  });
});
