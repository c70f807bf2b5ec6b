-- Rebuilds every plan's search document the way src/server/services/plans/search-document.ts
-- does since the search learned symbols: `<` and `>` read as spaces (the parser took `<script>`
-- for a tag and dropped it) and each distinct symbol (emoji, `%`, `_`…; ranges in
-- src/lib/plans/search-symbols.ts) added as a lexeme, so existing plans are found by them too.
-- updated_at is left alone: nothing the owner wrote changed.
UPDATE "plans" SET "search_vector" =
  setweight(to_tsvector('english'::regconfig, translate("plans"."title", '<>', '  ')), 'A')
  || setweight(to_tsvector('english'::regconfig, translate("plans"."summary", '<>', '  ')), 'B')
  || (select setweight(to_tsvector('english'::regconfig, translate(sections.body, '<>', '  ')), 'C')
        || array_to_tsvector(array(select distinct symbol from string_to_table(regexp_replace("plans"."title" || ' ' || "plans"."summary" || ' ' || sections.body, '[^\U00000021-\U0000002f\U0000003a-\U00000040\U0000005b-\U00000060\U0000007b-\U0000007e\U000000a1-\U000000bf\U000000d7-\U000000d7\U000000f7-\U000000f7\U00002010-\U00002027\U00002030-\U0000205e\U000020a0-\U000020cf\U00002100-\U00002bff\U00003001-\U0000303f\U0001f000-\U0001faff]+', '', 'g'), null) as symbol))
      from (select left(coalesce((select string_agg("plan_sections"."title" || ' ' || "plan_sections"."body", ' ' order by "plan_sections"."position") from "plan_sections" where "plan_sections"."plan_id" = "plans"."id"), ''), 250000) as body) as sections);
