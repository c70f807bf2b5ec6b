/**
 * Search for what is not a word: an emoji, `%`, `_` or a title like `<script>` is looked up
 * literally (it used to be dropped, leaving an empty search that listed every plan), and the
 * snippet under a result is the plain text a reader sees, not the stored Markdown.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { searchSymbolsOf } from "@/lib/plans/search-symbols";
import { plans } from "@/server/db/schema";
import { toSymbolTsQueryText, toTsQueryText } from "@/server/services/plans/search-query";
import { describeTarget } from "../../helpers/test-database";
import { usePlansApi, type Caller } from "./plans-test-kit";

describe("symbol searches → tsquery text", () => {
  it.each([
    ["🚀", "'🚀'"],
    ["%", "'%'"],
    ["_", "'_'"],
    ["%_", "('%' & '_')"],
    ["🚀 or 🎉", "'🚀' | '🎉'"],
    ["-%", "!'%'"],
    ["'", "''''"],
    ["\\", "'\\\\'"],
    ["👍🏽", "('👍' & '🏽')"],
  ])("%j → %j", (input, expected) => {
    expect(toTsQueryText(input)).toBeNull();
    expect(toSymbolTsQueryText(input)).toBe(expected);
  });

  it.each(["50%", "<script>", "snake_case", "party 🎉"])("%j is a word search", (input) => {
    expect(toTsQueryText(input)).not.toBeNull();
    expect(toSymbolTsQueryText(input)).toBeNull();
  });

  it.each(["", "  ", '""', "-", "or"])("%j has nothing to look for", (input) => {
    expect(toSymbolTsQueryText(input)).toBeNull();
  });

  it("never takes a letter, digit, quote, joiner or variation selector for a symbol", () => {
    expect(searchSymbolsOf('é ² ª " \u200d \ufe0f a1')).toEqual([]);
    expect(searchSymbolsOf("❤️ 👨‍👩‍👧 € ©")).toEqual(["❤", "👨", "👩", "👧", "€", "©"]);
  });
});

describe(`symbol search and plain snippets on ${describeTarget()}`, () => {
  const api = usePlansApi();
  let owner: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    owner = await api.owner();
    const fixtures = {
      rocket: { title: "Launch plan", body: "We ship 🚀 in spring with the whole team." },
      discount: { title: "Spring sale", body: "Save 50% on every order this week." },
      snake: { title: "Naming guide", body: "Database columns use snake_case names." },
      script: { title: "<script>", body: "A plan whose title looks like markup." },
      markdown: {
        title: "Venue booking",
        body: [
          "## Costs",
          "",
          "**Venue** hire &nbsp;costs [see the quote](https://quotes.example/venue) in *full*.",
          "",
          "- [ ] Sign the `contract`",
          "1. Pay the deposit",
          "",
          "| Item | Cost |",
          "| --- | ---: |",
          "| Hall | 900 |",
          "| Chairs | <ul><li>Ana</li><li>Ben</li></ul><br>extra |",
          "",
          "```",
          "total = 900",
          "```",
        ].join("\n"),
      },
    };
    for (const [key, { title, body }] of Object.entries(fixtures)) {
      ids[key] = (await owner.plan.create({ title, sections: [{ kind: "overview", body }] })).id;
    }
  });

  const search = async (query: string) => (await owner.plan.list({ query })).items;
  const found = async (query: string) => (await search(query)).map((item) => item.id).sort();

  it("finds a lone emoji only in the plans that contain it", async () => {
    expect(await found("🚀")).toEqual([ids.rocket]);
    expect(await found("🎉")).toEqual([]);
  });

  it("takes % and _ literally, not as wildcards", async () => {
    expect(await found("%")).toEqual([ids.discount]);
    expect(await found("_")).toEqual([ids.snake]);
    expect(await found("%_")).toEqual([]);
    expect(await found("50%")).toEqual([ids.discount]);
  });

  it("finds a title like <script> and returns it as the text it is", async () => {
    const results = await search("<script>");
    expect(results.map((item) => item.id)).toEqual([ids.script]);
    expect(results[0]!.title).toBe("<script>");
  });

  it("lists every plan only when the search has nothing to look for", async () => {
    expect((await owner.plan.list({ query: '""' })).total).toBe(5);
    expect((await owner.plan.list({ query: "&|!" })).total).toBe(0);
  });

  it("shows a snippet of plain text, without Markdown syntax", async () => {
    const [quote] = await search("costs");
    expect(quote!.snippet).toContain("Costs Venue hire costs see the quote in full. Sign the");
    const [deposit] = await search("deposit");
    expect(deposit!.snippet).toContain(
      "contract Pay the deposit Item Cost Hall 900 Chairs Ana Ben extra total = 900",
    );
    for (const { snippet } of [quote!, deposit!, ...(await search("total"))]) {
      expect(snippet).not.toMatch(/\*|#|\]\(|https:|&nbsp;|\||```|-|\[ \]|1\.|<|>/);
    }
  });

  it("shows the text around a symbol that was searched for", async () => {
    const [rocket] = await search("🚀");
    expect(rocket!.snippet).toContain("We ship 🚀 in spring with the whole team.");
  });

  it("looks symbols up through the search index, as words", async () => {
    const plan = (query: string) =>
      api.db.transaction(async (tx) => {
        // On a handful of rows a scan is cheaper; the question is whether the index can serve it.
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(
          sql`explain select id from plans where search_vector @@ ${query}::tsquery`,
        );
        return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
      });
    expect(await plan(toSymbolTsQueryText("🚀")!)).toContain("plans_search_idx");
    expect(await plan(toSymbolTsQueryText("%_")!)).toContain("plans_search_idx");
  });

  it("the migration rebuilds the same search documents as a save does", async () => {
    const file = path.join(process.cwd(), "drizzle", "0012_search_symbols.sql");
    const migration = readFileSync(file, "utf8").replace(/^--.*$/gm, "");
    const vectors = () =>
      api.db
        .select({ id: plans.id, vector: sql<string>`${plans.searchVector}::text` })
        .from(plans)
        .orderBy(plans.id);
    const before = await vectors();
    await api.db.execute(sql`update plans set search_vector = ''::tsvector`);
    await api.db.execute(sql.raw(migration));
    expect(await vectors()).toEqual(before);
  });
});
