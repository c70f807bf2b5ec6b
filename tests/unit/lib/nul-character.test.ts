import { describe, expect, it } from "vitest";
import { findNulCharacter, nulCharacterError } from "@/lib/text/nul-character";
import { expectLinearGrowth } from "../../helpers/linear-growth";

describe("findNulCharacter (every API input, before validation)", () => {
  it("finds U+0000 in a string at any depth and names its path", () => {
    expect(findNulCharacter("a\u0000b")).toBe("");
    expect(findNulCharacter({ title: "ok", summary: "x\u0000" })).toBe("summary");
    expect(findNulCharacter({ sections: [{ body: "fine" }, { body: "\u0000" }] })).toBe(
      "sections.1.body",
    );
    expect(findNulCharacter(new Map([["brand", { name: "n\u0000" }]]))).toBe("brand.name");
    expect(findNulCharacter(new Set(["a", "b\u0000"]))).toBe("1");
  });

  it("finds it in object keys (jsonb cannot hold it either)", () => {
    expect(findNulCharacter({ data: { "k\u0000": 1 } })).toBe("data.k\\u0000");
  });

  it("answers null for clean input of any shape, and survives cycles and hostile depth", () => {
    expect(findNulCharacter({ a: [1, true, null, "text", new Date(0)], b: undefined })).toBeNull();
    const cyclic: Record<string, unknown> = { a: "x" };
    cyclic.self = cyclic;
    expect(findNulCharacter(cyclic)).toBeNull();
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)*$/);
  });

  it("walks deep and wide input in linear time", () => {
    const deep = (depth: number) => {
      let value: unknown = "text";
      for (let i = 0; i < depth; i++) value = [value];
      return value;
    };
    const wide = (keys: number) =>
      Object.fromEntries(
        Array.from({ length: keys }, (_, i) => [`k${i}`, { a: "text", b: [1, "x"] }]),
      );
    expectLinearGrowth("deep arrays", deep, findNulCharacter, { size: 2_500 });
    expectLinearGrowth("wide objects", wide, findNulCharacter, { size: 2_500 });
  });

  it("becomes a 400 naming the field, with the field's error for forms", () => {
    const error = nulCharacterError("sections.1.body");
    expect(error.status).toBe(400);
    expect(error.message).toContain("sections.1.body");
    expect(error.message).toContain("NUL");
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(["sections"]);
  });
});
