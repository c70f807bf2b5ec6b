import { describe, expect, it } from "vitest";
import { PLAN_ERRORS } from "@/lib/errors/plans";
import {
  DEFAULT_SECTION_CHOICES,
  DEFAULT_SECTION_KINDS,
  LOGO_MAX_BYTES,
  accentColorSchema,
  defaultSectionsSchema,
  formatHourlyRateInput,
  logoDataUrlProblem,
  logoFileProblem,
  parseHourlyRate,
  readDefaultSections,
  sectionChoicesInOrder,
} from "@/lib/plans/customization-rules";

const dataUrl = (type: string, bytes: number[]) =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

describe("default sections", () => {
  it("start new plans with the usual client-plan outline, all of them choosable", () => {
    expect(DEFAULT_SECTION_KINDS).toEqual([
      "overview",
      "goals",
      "scope",
      "deliverables",
      "timeline",
      "budget",
      "next_steps",
    ]);
    expect(
      DEFAULT_SECTION_KINDS.every((kind) => DEFAULT_SECTION_CHOICES.includes(kind as never)),
    ).toBe(true);
    expect(DEFAULT_SECTION_CHOICES).not.toContain("custom");
  });

  it("must be unique known kinds, at least one", () => {
    expect(defaultSectionsSchema.safeParse(["team", "risks"]).success).toBe(true);
    expect(defaultSectionsSchema.safeParse([]).error?.issues[0]?.message).toBe(
      PLAN_ERRORS.defaultSectionsEmpty,
    );
    expect(defaultSectionsSchema.safeParse(["custom"]).error?.issues[0]?.message).toBe(
      PLAN_ERRORS.defaultSectionsUnknown,
    );
  });

  it("read stored lists leniently: unknown and repeated kinds dropped, empty means defaults", () => {
    expect(readDefaultSections(["team", "appendix", "team", "goals"])).toEqual(["team", "goals"]);
    expect(readDefaultSections([])).toEqual(DEFAULT_SECTION_KINDS);
    expect(readDefaultSections(null)).toEqual(DEFAULT_SECTION_KINDS);
  });
});

describe("accent colour", () => {
  it("takes #rrggbb in any case and stores it in lower case", () => {
    expect(accentColorSchema.parse(" #A1B2C3 ")).toBe("#a1b2c3");
    expect(accentColorSchema.parse(null)).toBeNull();
  });

  it.each(["a1b2c3", "#abc", "#abcdeg", "blue", "#a1b2c3ff"])("rejects %s", (color) => {
    expect(accentColorSchema.safeParse(color).error?.issues[0]?.message).toBe(
      PLAN_ERRORS.invalidAccentColor,
    );
  });
});

describe("logo", () => {
  it("recognises PNG, JPEG and WebP by their first bytes", () => {
    expect(
      logoDataUrlProblem(dataUrl("image/png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBeNull();
    expect(logoDataUrlProblem(dataUrl("image/jpeg", [0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBeNull();
    const webp = [...Buffer.from("RIFF"), 1, 0, 0, 0, ...Buffer.from("WEBPVP8 ")];
    expect(logoDataUrlProblem(dataUrl("image/webp", webp))).toBeNull();
  });

  it("refuses a type whose bytes do not match, SVG, GIF and malformed data URLs", () => {
    expect(
      logoDataUrlProblem(dataUrl("image/jpeg", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    ).toBe("type");
    expect(logoDataUrlProblem(dataUrl("image/svg+xml", [...Buffer.from("<svg/>")]))).toBe("type");
    expect(logoDataUrlProblem(dataUrl("image/gif", [...Buffer.from("GIF89a")]))).toBe("type");
    expect(logoDataUrlProblem("data:image/png;base64,iVBO!!!=")).toBe("type");
    expect(logoDataUrlProblem("data:image/png,rawbytes")).toBe("type");
  });

  it("refuses files over 256 KB", () => {
    const header = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const bytes = (count: number) => [
      ...header,
      ...new Array<number>(count - header.length).fill(0),
    ];
    expect(logoDataUrlProblem(dataUrl("image/png", bytes(LOGO_MAX_BYTES)))).toBeNull();
    expect(logoDataUrlProblem(dataUrl("image/png", bytes(LOGO_MAX_BYTES + 1)))).toBe("size");
  });

  it("checks a chosen file's declared type and size before reading it", () => {
    expect(logoFileProblem({ type: "image/png", size: 1_000 })).toBeNull();
    expect(logoFileProblem({ type: "image/svg+xml", size: 1_000 })).toBe("type");
    expect(logoFileProblem({ type: "image/webp", size: LOGO_MAX_BYTES + 1 })).toBe("size");
  });
});

describe("hourly rate", () => {
  it.each([
    ["", null],
    ["  ", null],
    ["0", 0],
    ["85", 8_500],
    ["85.5", 8_550],
    ["85.05", 8_505],
    ["1,200.00", 120_000],
    ["100000", 10_000_000],
  ])("reads %j as %j cents", (text, cents) => {
    expect(parseHourlyRate(text)).toBe(cents);
  });

  it.each(["-1", "100000.01", "12.345", "abc", "1e3", ".5"])("rejects %j", (text) => {
    expect(parseHourlyRate(text)).toBeUndefined();
  });

  it("writes cents back as the text of the field", () => {
    expect(formatHourlyRateInput(null)).toBe("");
    expect(formatHourlyRateInput(8_500)).toBe("85");
    expect(formatHourlyRateInput(8_550)).toBe("85.50");
    expect(formatHourlyRateInput(5)).toBe("0.05");
  });
});

describe("the order the default sections are listed in", () => {
  it("is the user's order, then the others in the usual order (settings and create form alike)", () => {
    expect(sectionChoicesInOrder(["budget", "overview", "next_steps"])).toEqual([
      "budget",
      "overview",
      "next_steps",
      ...DEFAULT_SECTION_CHOICES.filter(
        (kind) => !["budget", "overview", "next_steps"].includes(kind),
      ),
    ]);
    expect(sectionChoicesInOrder([])).toEqual(DEFAULT_SECTION_CHOICES);
    expect(sectionChoicesInOrder(["custom", "goals", "goals"])).toEqual([
      "goals",
      ...DEFAULT_SECTION_CHOICES.filter((kind) => kind !== "goals"),
    ]);
  });
});
