import { searchSymbolsOf } from "@/lib/plans/search-symbols";

/**
 * The words of a search worth marking: two letters or more, without duplicates; for a search of
 * symbols only (an emoji, `%`), the symbols, as the search looks for them.
 */
function searchTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2);
  if (words.length === 0 && !/[\p{L}\p{N}]/u.test(query)) return searchSymbolsOf(query);
  return [...new Set(words)];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * `text` with the words of `query` marked, so a person sees why a plan matched. Full-text search
 * also matches word forms ("plans" for "plan"); marking the typed prefix covers most of those.
 */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  const terms = searchTerms(query);
  if (terms.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${terms.map(escapeRegExp).join("|")})`, "giu");
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="rounded-sm bg-primary/15 px-0.5 text-foreground">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
