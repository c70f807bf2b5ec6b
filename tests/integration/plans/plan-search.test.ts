/**
 * Search over the owner's plans: PostgreSQL full-text search on the title, summary and sections,
 * English stemming, the last word as a prefix while typing, web-search style operators, any input
 * safe, best match first with a plain-text snippet around the match.
 */
import { describe, expect, it, beforeAll } from "vitest";
import { toTsQueryText } from "@/server/services/plans/search-query";
import { describeTarget } from "../../helpers/test-database";
import { usePlansApi, type Caller } from "./plans-test-kit";

describe("search input → tsquery text", () => {
  it.each([
    ["bakery", "bakery:*"],
    ["bakery ", "bakery"],
    ["Bakery Website", "bakery & website:*"],
    ['"launch party" budget', "(launch <-> party) & budget:*"],
    ['"launch par', "(launch <-> par)"],
    ["logo -print", "logo & !print"],
    ['-"old draft" logo', "!(old <-> draft) & logo:*"],
    ["logo or banner", "logo | banner:*"],
    ["or logo", "logo:*"],
    ["e-mail", "(e <-> mail:*)"],
    ["café 2025", "café & 2025:*"],
    ["a & | ! ( ) : * < > ' \\", "a"],
    ["rosie's", "(rosie <-> s:*)"],
  ])("%j → %j", (input, expected) => {
    expect(toTsQueryText(input)).toBe(expected);
  });

  it.each(["", "   ", "&|!():*<>'\"", '""', "-", "or"])("%j has nothing to search for", (input) => {
    expect(toTsQueryText(input)).toBeNull();
  });

  it("caps the number of terms", () => {
    const text = toTsQueryText(Array.from({ length: 40 }, (_, i) => `w${i}`).join(" "));
    expect(text!.split(" & ")).toHaveLength(16);
  });
});

describe(`plan search on ${describeTarget()}`, () => {
  const api = usePlansApi();
  let owner: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await api.owner();
    const plans = {
      bakery: {
        title: "Bakery website",
        summary: "A new online shop for Rosie's bakery.",
        sections: [
          { kind: "budget" as const, body: "| Item | Cost |\n|---|---|\n| **Design** | 2,000 |" },
          {
            kind: "timeline" as const,
            body: "Lorem ipsum dolor sit amet. ".repeat(30) + "The launch party happens in May.",
          },
        ],
      },
      festival: {
        title: "Music festival",
        summary: "Three stages, one weekend.",
        sections: [{ kind: "risks" as const, body: "Rain. The bakery stall may not get power." }],
      },
      brand: {
        title: "Brand refresh",
        summary: "",
        sections: [
          { kind: "deliverables" as const, body: "- [ ] New logo\n- [ ] Print materials" },
        ],
      },
    };
    for (const [key, plan] of Object.entries(plans)) {
      ids[key] = (await owner.plan.create(plan)).id;
    }
    await (
      await api.stranger()
    ).plan.create({
      title: "Stranger bakery",
      sections: [{ kind: "overview", body: "bakery bakery bakery" }],
    });
  });

  const search = async (query: string) => (await owner.plan.list({ query })).items;
  const found = async (query: string) => (await search(query)).map((item) => item.id);

  it("finds words in titles and ranks a title match above a mention in a section", async () => {
    expect(await found("bakery")).toEqual([ids.bakery, ids.festival]);
  });

  it("finds words in section content and the summary, with English stemming", async () => {
    expect(await found("parties")).toEqual([ids.bakery]);
    expect(await found("stage")).toEqual([ids.festival]);
    expect(await found("logos ")).toEqual([ids.brand]);
  });

  it("matches the last word as a prefix while typing", async () => {
    expect(await found("festi")).toEqual([ids.festival]);
    expect(await found("brand ref")).toEqual([ids.brand]);
    expect(await found("ref brand")).toEqual([]);
  });

  it("understands phrases, exclusions and or", async () => {
    expect(await found('"launch party"')).toEqual([ids.bakery]);
    expect(await found('"party launch"')).toEqual([]);
    expect(await found("bakery -rain")).toEqual([ids.bakery]);
    expect((await found("logo or stages")).sort()).toEqual([ids.brand, ids.festival].sort());
  });

  it("answers an empty page when nothing matches", async () => {
    const page = await owner.plan.list({ query: "submarine" });
    expect(page).toEqual({ items: [], total: 0, page: 1, pageSize: 25, pageCount: 1 });
  });

  it.each([
    "a & | ! (",
    "'",
    "\\",
    ":*",
    "!!!",
    "(((",
    "<->",
    "bakery & | ! ( :* <-> ' \\",
    "🙂 ✨",
    "%_",
    "the",
  ])("survives %j", async (query) => {
    await expect(owner.plan.list({ query })).resolves.toMatchObject({ page: 1 });
  });

  it("treats a search with nothing to look for as no search", async () => {
    expect((await owner.plan.list({ query: '"" -' })).total).toBe(3);
  });

  it("gives each match a plain-text snippet around the match", async () => {
    const [bakery] = await search("launch");
    expect(bakery!.snippet).toContain("launch party happens in May");
    expect(bakery!.snippet!.length).toBeLessThan(400);
    expect(bakery!.snippet).not.toMatch(/[*|#<>]/);
    const [withTable] = await search("design");
    expect(withTable!.snippet).toContain("Design");
    expect(withTable!.snippet).not.toContain("**");
    expect((await owner.plan.list({})).items.every((item) => item.snippet === null)).toBe(true);
  });

  it("keeps the search document current as plans change", async () => {
    const plan = await owner.plan.get({ id: ids.brand! });
    await owner.plan.section.update({
      planId: plan.id,
      sectionId: plan.sections[0]!.id,
      expectedVersion: plan.sections[0]!.version,
      body: "Typography guide",
    });
    expect(await found("typography")).toEqual([ids.brand]);
    expect(await found("logo ")).toEqual([]);

    await owner.plan.updateDetails({
      id: plan.id,
      expectedVersion: plan.version,
      title: "Identity",
    });
    expect(await found("identity")).toEqual([ids.brand]);
    expect(await found("refresh ")).toEqual([]);

    const added = await owner.plan.section.add({ planId: plan.id, kind: "custom", body: "Mascot" });
    expect(await found("mascot")).toEqual([ids.brand]);
    await owner.plan.section.delete({ planId: plan.id, sectionId: added.id });
    expect(await found("mascot")).toEqual([]);
  });

  it("searches the trash separately from the active list", async () => {
    const trashed = await owner.plan.create({ title: "Zeppelin tour", sections: [] });
    await owner.plan.trash({ ids: [trashed.id] });
    expect(await found("zeppelin")).toEqual([]);
    const trash = await owner.plan.list({ view: "trash", query: "zeppelin" });
    expect(trash.items.map((item) => item.id)).toEqual([trashed.id]);
  });

  it("an explicit sort wins over relevance while searching", async () => {
    const byTitle = await owner.plan.list({ query: "bakery", sort: "title" });
    expect(byTitle.items.map((item) => item.title)).toEqual(["Bakery website", "Music festival"]);
    const byTitleDesc = await owner.plan.list({ query: "bakery", sort: "title", order: "desc" });
    expect(byTitleDesc.items.map((item) => item.title)).toEqual([
      "Music festival",
      "Bakery website",
    ]);
  });
});
