"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import {
  parsePlanListParams,
  serializePlanListParams,
  updatePlanListParams,
  type PlanListParams,
} from "@/lib/plans/list-params";

/**
 * How a change enters the browser history: `push` for a step a person would want to go back to
 * (a page, a filter, the trash), `replace` for one that is still in progress (typing a search).
 */
export type HistoryMode = "push" | "replace";

/**
 * The list's state, read from the URL, and the way to change it. Changes go through the browser's
 * own history API, which the Next.js router follows (useSearchParams updates) without asking the
 * server for the page again; back and forward then move between list states.
 */
export function usePlanListParams() {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const params = useMemo(() => parsePlanListParams(searchParams), [searchParams]);

  const setParams = useCallback(
    (change: Partial<PlanListParams>, history: HistoryMode = "push") => {
      // The address bar, not the last render: two quick changes must not undo each other.
      const current = parsePlanListParams(new URLSearchParams(window.location.search));
      const next = updatePlanListParams(current, change);
      const query = serializePlanListParams(next);
      if (query === serializePlanListParams(current)) return;
      const url = query ? `${pathname}?${query}` : pathname;
      if (history === "push") window.history.pushState(null, "", url);
      else window.history.replaceState(null, "", url);
    },
    [pathname],
  );

  return { params, setParams };
}
