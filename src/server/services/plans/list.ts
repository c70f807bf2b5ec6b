/**
 * The owner's plans as a page of a list: filters (status, visibility, source), sort (updated,
 * created, title — or best match while searching), full-text search with a plain-text snippet,
 * active or trash view, and offset pagination served by the (owner, sort key) indexes.
 *
 * Two statements per page, each bounded by the page or an index: the page itself (section counts
 * and snippets are computed only for the page's rows, in an outer query over the limited inner
 * one — no N+1) and the count of matching plans.
 */
import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import {
  defaultSortOrder,
  type ListPlansQuery,
  type PlanListSort,
  type SortOrder,
} from "@/lib/plans/plan-schemas";
import type { PlanSource, PlanStatus, PlanVisibility } from "@/lib/plans/plan-rules";
import { planSections, plans } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import { searchSymbolsOf } from "@/lib/plans/search-symbols";
import { SEARCH_CONFIG, sectionsTextSql } from "./search-document";
import { toSymbolTsQueryText, toTsQueryText } from "./search-query";
import { snippetSql } from "./search-snippet";
import { purgeExpiredTrash } from "./trash-purge";

export interface PlanListItem {
  id: string;
  title: string;
  summary: string;
  status: PlanStatus;
  visibility: PlanVisibility;
  source: PlanSource;
  sectionCount: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  /** Plain-text excerpt around the search match; null when not searching. */
  snippet: string | null;
}

export interface PlanListPage {
  items: PlanListItem[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

const PAGE_ROWS = "page_rows";
/**
 * How much of a plan's text (summary, then sections) the snippet is cut from. ts_headline parses
 * the text again for every row of the page, so this bounds a search page's cost; a match further
 * in still finds the plan, its snippet is then the opening of the text.
 */
const SNIPPET_SOURCE_MAX_CHARS = 10_000;
export interface PlanListOrder {
  /** "relevance" when searching without an explicit sort. */
  sort: PlanListSort | "relevance";
  order: SortOrder;
}

/** The order the list is in: the one asked for, best match while searching, else newest first. */
export function resolvePlanListOrder(
  input: Pick<ListPlansQuery, "sort" | "order">,
  searching: boolean,
): PlanListOrder {
  if (!input.sort && searching) return { sort: "relevance", order: "desc" };
  const sort = input.sort ?? "updated";
  return { sort, order: input.order ?? defaultSortOrder(sort) };
}

export async function listPlans(
  db: Database,
  ownerId: string,
  input: ListPlansQuery,
  now = new Date(),
): Promise<PlanListPage> {
  // Opening the trash is when expired plans would show; purge the owner's first (one indexed delete).
  if (input.view === "trash") await purgeExpiredTrash(db, now, { ownerId });

  const search = planSearch(input.query);
  const tsQuery = search?.tsQuery ?? null;

  const conditions: SQL[] = [
    eq(plans.ownerId, ownerId),
    input.view === "trash" ? isNotNull(plans.deletedAt) : isNull(plans.deletedAt),
  ];
  if (input.status) conditions.push(eq(plans.status, input.status));
  if (input.visibility) conditions.push(eq(plans.visibility, input.visibility));
  if (input.source) conditions.push(eq(plans.source, input.source));
  if (tsQuery) conditions.push(sql`${plans.searchVector} @@ ${tsQuery}`);
  const where = and(...conditions);

  const { sort, order } = resolvePlanListOrder(input, tsQuery !== null);
  const direction = order === "asc" ? asc : desc;
  const rank = tsQuery ? sql<number>`ts_rank(${plans.searchVector}, ${tsQuery})` : sql<number>`0`;
  // The id breaks ties, so a row never shows on two pages.
  const orderBy: SQL[] = {
    relevance: [desc(rank), desc(plans.updatedAt)],
    updated: [direction(plans.updatedAt)],
    created: [direction(plans.createdAt)],
    title: [direction(sql`lower(${plans.title})`)],
  }[sort];
  orderBy.push(direction(plans.id));

  const pageRows = db
    .select({
      id: plans.id,
      title: plans.title,
      summary: plans.summary,
      status: plans.status,
      visibility: plans.visibility,
      source: plans.source,
      createdAt: plans.createdAt,
      updatedAt: plans.updatedAt,
      deletedAt: plans.deletedAt,
      // The inner query's order, carried out so the outer query can keep it.
      rowNumber: sql<number>`row_number() over (order by ${sql.join(orderBy, sql`, `)})`.as(
        "row_number",
      ),
    })
    .from(plans)
    .where(where)
    .orderBy(...orderBy)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize)
    .as(PAGE_ROWS);
  // Spelled out in full: Drizzle leaves columns unqualified in a one-table select, and inside a
  // correlated subquery a bare "id" would mean the section's id.
  const pagePlanId = sql`${sql.identifier(PAGE_ROWS)}.${sql.identifier("id")}`;

  const snippet = search
    ? snippetSql(
        sql`left(${pageRows.summary} || ' ' || ${sectionsTextSql(pagePlanId)}, ${SNIPPET_SOURCE_MAX_CHARS})`,
        search,
      )
    : sql<null>`null`;

  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: pageRows.id,
        title: pageRows.title,
        summary: pageRows.summary,
        status: pageRows.status,
        visibility: pageRows.visibility,
        source: pageRows.source,
        createdAt: pageRows.createdAt,
        updatedAt: pageRows.updatedAt,
        deletedAt: pageRows.deletedAt,
        sectionCount:
          sql<number>`(select count(*) from ${planSections} where ${planSections.planId} = ${pagePlanId})`.mapWith(
            Number,
          ),
        snippet,
      })
      .from(pageRows)
      .orderBy(asc(pageRows.rowNumber)),
    db.select({ total: count() }).from(plans).where(where),
  ]);

  const total = totalRow?.total ?? 0;
  return {
    items: rows.map((row) => ({ ...row, snippet: tidySnippet(row.snippet) })),
    total,
    page: input.page,
    pageSize: input.pageSize,
    // An empty list still has its (empty) first page.
    pageCount: Math.max(1, Math.ceil(total / input.pageSize)),
  };
}

/**
 * The search a query asks for: words through `to_tsquery` (stemmed, the GIN index); an input of
 * symbols only (emoji, `%`, `_`) as literal symbol lexemes, which the search document holds too.
 * Null — the list unfiltered, as with an empty box — only when the input has nothing to look for
 * at all (spaces, quotes, a lone `-` or `or`).
 */
function planSearch(query: string | undefined): { tsQuery: SQL; symbol: string | null } | null {
  if (!query) return null;
  const words = toTsQueryText(query);
  if (words !== null) return { tsQuery: sql`to_tsquery(${SEARCH_CONFIG}, ${words})`, symbol: null };
  const symbols = toSymbolTsQueryText(query);
  if (symbols === null) return null;
  return { tsQuery: sql`${symbols}::tsquery`, symbol: searchSymbolsOf(query)[0] ?? null };
}

/** One line of plain text: whitespace runs collapsed; empty becomes null. */
function tidySnippet(snippet: string | null): string | null {
  if (snippet === null) return null;
  const tidy = snippet.replace(/\s+/g, " ").trim();
  return tidy === "" ? null : tidy;
}
