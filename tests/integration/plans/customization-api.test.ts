import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZodError, z } from "zod";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { DIAGRAM_SETTINGS_ERRORS } from "@/lib/errors/diagrams";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import {
  LOGO_MAX_BYTES,
  PLAN_CUSTOMIZATION_DEFAULTS,
  type PlanCustomizationUpdate,
} from "@/lib/plans/customization-rules";
import { appRouter } from "@/server/api/root";
import { createTRPCContext, type Session } from "@/server/api/trpc";
import { planCustomizations, users } from "@/server/db/schema";
import { createTestDatabase, describeTarget, type TestDatabase } from "../../helpers/test-database";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** A real 1×1 PNG. */
const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

function pngDataUrl(byteCount: number): string {
  const bytes = Buffer.alloc(byteCount);
  Buffer.from(PNG_SIGNATURE).copy(bytes);
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

function sessionOf(id: string): Session {
  return {
    user: { id, email: `${id}@example.com`, name: id, emailVerified: true, isAdmin: false },
  };
}

/** The field errors of a rejected call, as the API's error shape hands them to a form. */
async function fieldErrorsOf(call: Promise<unknown>): Promise<Record<string, string[]>> {
  const failure = await call.then(
    () => null,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(TRPCError);
  expect((failure as TRPCError).code).toBe("BAD_REQUEST");
  const cause = (failure as TRPCError).cause;
  expect(cause).toBeInstanceOf(ZodError);
  return z.flattenError(cause as ZodError).fieldErrors as Record<string, string[]>;
}

describe(`planCustomization API on ${describeTarget()}`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.handle.db.insert(users).values([
      { id: "designer", name: "Designer", email: "designer@example.com" },
      { id: "other", name: "Other", email: "other@example.com" },
      { id: "strict", name: "Strict", email: "strict@example.com" },
    ]);
  });
  afterAll(async () => {
    await database.dispose();
  });

  const callerFor = async (userId: string | null) =>
    appRouter.createCaller(
      await createTRPCContext({
        headers: new Headers(),
        db: database.handle.db,
        resolveSession: async () => (userId ? sessionOf(userId) : null),
      }),
    );

  const storedRow = async (userId: string) =>
    (
      await database.handle.db
        .select()
        .from(planCustomizations)
        .where(eq(planCustomizations.userId, userId))
    )[0];

  it("answers the defaults, and stores nothing, when the user has never saved", async () => {
    const caller = await callerFor("designer");
    expect(await caller.planCustomization.get()).toEqual({
      defaultSections: [
        "overview",
        "goals",
        "scope",
        "deliverables",
        "timeline",
        "budget",
        "next_steps",
      ],
      brandName: null,
      accentColor: null,
      logoDataUrl: null,
      diagramTheme: null,
      diagramSecurityLevel: "loose",
      currency: "USD",
      hourlyRateCents: null,
    });
    expect(await storedRow("designer")).toBeUndefined();
  });

  it("saves every field and answers the same values on the next read", async () => {
    const caller = await callerFor("designer");
    const saved = await caller.planCustomization.update({
      defaultSections: ["scope", "overview", "risks"],
      brandName: "  Studio Rosa  ",
      accentColor: "#C0FFEE",
      logoDataUrl: TINY_PNG,
      diagramTheme: "forest",
      diagramSecurityLevel: "strict",
      currency: "EUR",
      hourlyRateCents: 8_550,
    });
    const expected = {
      defaultSections: ["scope", "overview", "risks"],
      brandName: "Studio Rosa",
      accentColor: "#c0ffee",
      logoDataUrl: TINY_PNG,
      diagramTheme: "forest",
      diagramSecurityLevel: "strict",
      currency: "EUR",
      hourlyRateCents: 8_550,
    };
    expect(saved).toEqual(expected);
    expect(await caller.planCustomization.get()).toEqual(expected);
  });

  it("changes only the fields given, and clears optional ones with null", async () => {
    const caller = await callerFor("designer");
    await caller.planCustomization.update({
      currency: "GBP",
      diagramTheme: null,
      logoDataUrl: null,
    });
    expect(await caller.planCustomization.get()).toMatchObject({
      defaultSections: ["scope", "overview", "risks"],
      brandName: "Studio Rosa",
      logoDataUrl: null,
      diagramTheme: null,
      diagramSecurityLevel: "strict",
      currency: "GBP",
      hourlyRateCents: 8_550,
    });
  });

  it("starts a first partial save from the defaults", async () => {
    const caller = await callerFor("strict");
    expect(await caller.planCustomization.update({ diagramTheme: "dark" })).toEqual({
      ...PLAN_CUSTOMIZATION_DEFAULTS,
      diagramTheme: "dark",
    });
  });

  describe("rejects invalid input with the field's message and saves nothing", () => {
    const cases: [string, PlanCustomizationUpdate, string, string][] = [
      [
        "an unknown theme",
        { diagramTheme: "pink" as never },
        "diagramTheme",
        DIAGRAM_SETTINGS_ERRORS.invalidThemeValue,
      ],
      [
        "a theme of the wrong type",
        { diagramTheme: 5 as never },
        "diagramTheme",
        DIAGRAM_SETTINGS_ERRORS.invalidThemeValue,
      ],
      [
        "an unknown security level",
        { diagramSecurityLevel: "sandbox" as never },
        "diagramSecurityLevel",
        DIAGRAM_SETTINGS_ERRORS.invalidSecurityLevel,
      ],
      [
        "a null security level",
        { diagramSecurityLevel: null as never },
        "diagramSecurityLevel",
        DIAGRAM_SETTINGS_ERRORS.invalidSecurityLevel,
      ],
      ["a colour name", { accentColor: "red" }, "accentColor", PLAN_ERRORS.invalidAccentColor],
      [
        "a short hex colour",
        { accentColor: "#abc" },
        "accentColor",
        PLAN_ERRORS.invalidAccentColor,
      ],
      [
        "an SVG logo",
        { logoDataUrl: "data:image/svg+xml;base64,PHN2Zz48c2NyaXB0Lz48L3N2Zz4=" },
        "logoDataUrl",
        PLAN_ERRORS.logoWrongType,
      ],
      [
        "a PNG logo whose bytes are not a PNG",
        {
          logoDataUrl: `data:image/png;base64,${Buffer.from("<svg><script/></svg>").toString("base64")}`,
        },
        "logoDataUrl",
        PLAN_ERRORS.logoWrongType,
      ],
      [
        "a logo that is a link, not data",
        { logoDataUrl: "https://example.com/logo.png" },
        "logoDataUrl",
        PLAN_ERRORS.logoWrongType,
      ],
      [
        "a logo over 256 KB",
        { logoDataUrl: pngDataUrl(LOGO_MAX_BYTES + 1) },
        "logoDataUrl",
        PLAN_ERRORS.logoTooLarge,
      ],
      [
        "a currency not offered",
        { currency: "XYZ" as never },
        "currency",
        PLAN_ERRORS.invalidCurrency,
      ],
      [
        "a negative rate",
        { hourlyRateCents: -1 },
        "hourlyRateCents",
        PLAN_ERRORS.invalidHourlyRate,
      ],
      [
        "a rate over 100,000",
        { hourlyRateCents: 10_000_001 },
        "hourlyRateCents",
        PLAN_ERRORS.invalidHourlyRate,
      ],
      [
        "a fractional cent",
        { hourlyRateCents: 10.5 },
        "hourlyRateCents",
        PLAN_ERRORS.invalidHourlyRate,
      ],
      [
        "no default sections",
        { defaultSections: [] },
        "defaultSections",
        PLAN_ERRORS.defaultSectionsEmpty,
      ],
      [
        "a repeated default section",
        { defaultSections: ["goals", "goals"] },
        "defaultSections",
        PLAN_ERRORS.defaultSectionsDuplicate,
      ],
      [
        "an unknown section kind",
        { defaultSections: ["appendix" as never] },
        "defaultSections",
        PLAN_ERRORS.defaultSectionsUnknown,
      ],
      [
        "a display name over 80 characters",
        { brandName: "x".repeat(81) },
        "brandName",
        PLAN_ERRORS.brandNameTooLong,
      ],
    ];

    it.each(cases)("%s", async (_name, input, field, message) => {
      const caller = await callerFor("designer");
      const before = await storedRow("designer");
      // A valid field next to the bad one must not be saved either.
      const fieldErrors = await fieldErrorsOf(
        caller.planCustomization.update({ ...input, brandName: input.brandName ?? "Changed" }),
      );
      expect(fieldErrors[field]).toEqual([message]);
      expect(await storedRow("designer")).toEqual(before);
    });

    it("accepts a logo of exactly 256 KB", async () => {
      const caller = await callerFor("strict");
      const logo = pngDataUrl(LOGO_MAX_BYTES);
      expect((await caller.planCustomization.update({ logoDataUrl: logo })).logoDataUrl).toBe(logo);
    });
  });

  it("refuses anonymous callers with UNAUTHORIZED and saves nothing", async () => {
    const caller = await callerFor(null);
    await expect(caller.planCustomization.get()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: COMMON_ERRORS.notAuthenticated,
    });
    await expect(
      caller.planCustomization.update({ diagramTheme: "pink" as never }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const rows = await database.handle.db.select().from(planCustomizations);
    expect(rows.map((row) => row.userId).sort()).toEqual(["designer", "strict"]);
  });

  it("keeps each user's settings to themselves", async () => {
    const designer = await callerFor("designer");
    const other = await callerFor("other");
    const designerBefore = await designer.planCustomization.get();

    // The other user sees the defaults, not the designer's settings…
    expect(await other.planCustomization.get()).toEqual(PLAN_CUSTOMIZATION_DEFAULTS);
    // …and saving theirs changes only their own row.
    await other.planCustomization.update({ brandName: "Other Co", currency: "JPY" });
    expect(await designer.planCustomization.get()).toEqual(designerBefore);
    expect(await other.planCustomization.get()).toMatchObject({
      brandName: "Other Co",
      currency: "JPY",
    });
    // The input has no user id to aim at someone else: unknown keys are refused.
    await expect(
      other.planCustomization.update({ userId: "designer", brandName: "Hijack" } as never),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect((await designer.planCustomization.get()).brandName).toBe(designerBefore.brandName);
  });
});
