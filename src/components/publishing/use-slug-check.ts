"use client";

import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "@/components/settings/use-debounced-value";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import { slugProblem, slugProblemMessage } from "@/lib/publishing/slug-rules";
import { useTRPC } from "@/trpc/react";

/** How long typing must pause before the server is asked whether a slug is free. */
export const SLUG_CHECK_DEBOUNCE_MS = 400;

export type SlugStatus =
  /** The plan's own current address. */
  | { state: "current" }
  | { state: "checking" }
  | { state: "available" }
  /** Breaks a rule (known at once) or is taken (the server says): why, and free alternatives. */
  | { state: "unavailable"; message: string; suggestions: string[] }
  | { state: "check-failed"; message: string; retry(): void };

/**
 * Whether `slug` can be this plan's public address: the shared slug rules at once, then (after a
 * pause in typing) the server, which knows the owner's other slugs and adds free suggestions.
 */
export function useSlugCheck(
  planId: string,
  slug: string,
  current: string | null,
  /** False while the form does not ask for a slug (not public): the server is not asked. */
  active: boolean,
): SlugStatus {
  const trpc = useTRPC();
  const debounced = useDebouncedValue(slug, SLUG_CHECK_DEBOUNCE_MS);
  const problem = slugProblem(slug);
  const isCurrent = current !== null && slug === current;
  const settled = debounced === slug;
  // Also for a slug the rules refuse: the server answers free suggestions close to it.
  const askServer = active && slug !== "" && !isCurrent && settled;
  const check = useQuery(
    trpc.publishing.checkSlug.queryOptions(
      { planId, slug: debounced },
      { enabled: askServer, staleTime: 10_000 },
    ),
  );
  const answer = askServer ? check.data : undefined;

  if (isCurrent) return { state: "current" };
  if (problem) {
    // The reason shows at once, from the shared rules; suggestions follow from the server.
    return {
      state: "unavailable",
      message: slugProblemMessage(problem),
      suggestions: answer && !answer.available ? answer.suggestions : [],
    };
  }
  if (!settled) return { state: "checking" };
  if (answer) {
    return answer.available
      ? { state: "available" }
      : { state: "unavailable", message: answer.message, suggestions: answer.suggestions };
  }
  if (check.isError) {
    return {
      state: "check-failed",
      message: SHARE_TEXT.slugCheckFailed,
      retry: () => void check.refetch(),
    };
  }
  return { state: "checking" };
}
