/**
 * Keeps `plans.search_vector` current: the title (weight A), the summary (B) and every section's
 * title and body (C), rebuilt from the rows in the same transaction as the change, so search
 * never sees a half-saved plan. One indexed (GIN) lookup per search then finds the owner's plans.
 */
import { inArray, sql, type SQLWrapper } from "drizzle-orm";
import { planSections, plans } from "@/server/db/schema";
import type { DbOrTx } from "./plan-access";
import { postgresSymbolClass } from "@/lib/plans/search-symbols";

/**
 * The text search configuration, on PostgreSQL and PGlite alike: English stemming, so "planning"
 * finds "plan". Written as a literal (not a parameter) so the planner folds `to_tsquery` once.
 */
export const SEARCH_CONFIG = sql.raw("'english'::regconfig");

/**
 * PostgreSQL refuses a tsvector over 1 MB; sections beyond this many characters are left out of
 * the search document (far past any real plan), so a huge paste can never make a save fail.
 */
const SECTIONS_TEXT_MAX_CHARS = 250_000;

/**
 * Every section's title and body, in order, as one text: the source of search and snippets.
 * `planId` must be qualified with its table (see list.ts), or it would name the section's own id.
 */
export function sectionsTextSql(planId: SQLWrapper) {
  return sql<string>`coalesce((select string_agg(${planSections.title} || ' ' || ${planSections.body}, ' ' order by ${planSections.position}) from ${planSections} where ${planSections.planId} = ${planId}), '')`;
}

/**
 * Text as the text search parser should read it: `<` and `>` become spaces, because the parser
 * takes `<script>` for an HTML tag and drops it, so a plan titled `<script>` could not be found.
 */
const parserText = (text: SQLWrapper) => sql`translate(${text}, '<>', '  ')`;

/**
 * Each distinct symbol character of `text` (emoji, `%`, `_`…; see search-symbols.ts) as a lexeme
 * without position: the parser drops symbols, so they are added to the document apart.
 */
function symbolLexemesSql(text: SQLWrapper) {
  const notSymbols = `[^${postgresSymbolClass()}]+`;
  return sql`array_to_tsvector(array(select distinct symbol from string_to_table(regexp_replace(${text}, ${notSymbols}, '', 'g'), null) as symbol))`;
}

/** The sections' text is read once (a one-row subquery) for both its words and its symbols. */
const searchDocumentSql = sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${parserText(plans.title)}), 'A')
  || setweight(to_tsvector(${SEARCH_CONFIG}, ${parserText(plans.summary)}), 'B')
  || (select setweight(to_tsvector(${SEARCH_CONFIG}, ${parserText(sql.raw("sections.body"))}), 'C')
        || ${symbolLexemesSql(sql`${plans.title} || ' ' || ${plans.summary} || ' ' || sections.body`)}
      from (select left(${sectionsTextSql(plans.id)}, ${SECTIONS_TEXT_MAX_CHARS}) as body) as sections)`;

/**
 * Rebuilds the search document of these plans; the update also marks them changed now
 * (`updatedAt`), which orders the lists and starts the revision pause. Call it after every change
 * to a plan's title, summary or sections, inside the change's transaction.
 */
export async function refreshSearchDocuments(
  tx: DbOrTx,
  planIds: readonly string[],
): Promise<void> {
  if (planIds.length === 0) return;
  await tx
    .update(plans)
    .set({ searchVector: searchDocumentSql, updatedAt: new Date() })
    .where(inArray(plans.id, [...planIds]));
}
