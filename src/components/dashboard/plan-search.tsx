"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowRight, LoaderCircle, Search } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { HighlightedText } from "@/components/projects/highlighted-text";
import { PlanStatusBadge } from "@/components/projects/plan-badges";
import type { PlanListItem } from "@/components/projects/plan-list-types";
import { useDebouncedValue } from "@/components/settings/use-debounced-value";
import { Input } from "@/components/ui/input";
import { RelativeTime } from "@/components/ui/relative-time";
import { cn } from "@/lib/cn";
import { PLAN_LIST_ERRORS } from "@/lib/errors/plans";
import { planListHref } from "@/lib/plans/list-params";
import { SEARCH_QUERY_MAX_LENGTH } from "@/lib/plans/plan-schemas";
import { useTRPC } from "@/trpc/react";

/** Typing pauses this long before the dashboard searches. */
export const DASHBOARD_SEARCH_DEBOUNCE_MS = 250;
const RESULTS_LIMIT = 10;

/**
 * The dashboard's search over the user's plans (titles and content, full-text on the server):
 * a combobox whose results show where the words were found. Arrow keys move through them, Enter
 * opens the one marked — or, with none marked, the full results in All projects.
 */
export function PlanSearch() {
  const trpc = useTRPC();
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(text.trim(), DASHBOARD_SEARCH_DEBOUNCE_MS);
  const results = useQuery({
    ...trpc.plan.list.queryOptions({ query, pageSize: RESULTS_LIMIT }),
    enabled: query.length > 0,
    placeholderData: keepPreviousData,
  });
  const items = query ? (results.data?.items ?? []) : [];
  // The last option opens the full results in All projects.
  const optionCount = items.length + 1;
  const showPanel = open && text.trim().length > 0;
  const allResultsHref = planListHref({ q: text.trim() });
  const optionId = (index: number) => `${listId}-option-${index}`;

  function openOption(index: number) {
    const plan = items[index];
    setOpen(false);
    router.push(plan ? `/plan/${plan.id}` : allResultsHref);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!text.trim()) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 (nothing marked) and each option, in a circle.
      setActive((current) => ((current + 1 + step + optionCount + 1) % (optionCount + 1)) - 1);
    } else if (event.key === "Enter") {
      if (!text.trim()) return;
      event.preventDefault();
      openOption(active >= 0 && active < items.length ? active : items.length);
    } else if (event.key === "Escape") {
      if (showPanel) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText("");
    }
  }

  return (
    <div className="relative" role="search">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 z-10 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        role="combobox"
        aria-label="Search your plans"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
        placeholder="Search titles and content…"
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => {
          setText(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-11 pr-10 pl-9 text-base sm:text-sm"
      />
      {results.isFetching && query ? (
        <LoaderCircle
          className="absolute top-1/2 right-3 size-4 -translate-y-1/2 animate-spin text-muted-foreground"
          aria-hidden
        />
      ) : null}
      <div
        className={cn(
          "absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-lg border bg-popover text-popover-foreground shadow-lg",
          !showPanel && "hidden",
        )}
      >
        <SearchStatus
          waiting={text.trim() !== query || (results.isPending && !!query)}
          failed={results.isError}
          empty={!!query && results.isSuccess && items.length === 0}
          query={query}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label="Matching plans"
          className="max-h-96 overflow-y-auto py-1"
        >
          {items.map((plan, index) => (
            <SearchOption
              key={plan.id}
              id={optionId(index)}
              plan={plan}
              query={query}
              active={index === active}
              onPick={() => openOption(index)}
              onHover={() => setActive(index)}
            />
          ))}
          <li
            id={optionId(items.length)}
            role="option"
            aria-selected={active === items.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => openOption(items.length)}
            onMouseEnter={() => setActive(items.length)}
            className={cn(
              "mx-1 flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-primary",
              active === items.length && "bg-accent",
            )}
          >
            See all results for “{text.trim()}” in All projects
            <ArrowRight className="size-4" aria-hidden />
          </li>
        </ul>
      </div>
    </div>
  );
}

function SearchStatus({
  waiting,
  failed,
  empty,
  query,
}: {
  waiting: boolean;
  failed: boolean;
  empty: boolean;
  query: string;
}) {
  const message = failed
    ? PLAN_LIST_ERRORS.searchFailed
    : waiting
      ? "Searching…"
      : empty
        ? `No plans match “${query}”.`
        : null;
  return (
    <p
      role="status"
      className={cn("px-4 pt-3 pb-1 text-sm text-muted-foreground", !message && "sr-only")}
    >
      {message}
    </p>
  );
}

function SearchOption({
  id,
  plan,
  query,
  active,
  onPick,
  onHover,
}: {
  id: string;
  plan: PlanListItem;
  query: string;
  active: boolean;
  onPick(): void;
  onHover(): void;
}) {
  const excerpt = plan.snippet ?? plan.summary;
  return (
    <li
      id={id}
      role="option"
      aria-selected={active}
      // Keep the focus in the box, so the click does not close the panel before it lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPick}
      onMouseEnter={onHover}
      className={cn("mx-1 grid cursor-pointer gap-1 rounded-md px-3 py-2", active && "bg-accent")}
    >
      <span className="flex items-center justify-between gap-3">
        <span className="truncate text-sm font-medium">
          <HighlightedText text={plan.title} query={query} />
        </span>
        <PlanStatusBadge status={plan.status} />
      </span>
      {excerpt ? (
        <span className="line-clamp-2 text-xs break-words text-muted-foreground">
          <HighlightedText text={excerpt} query={query} />
        </span>
      ) : null}
      <RelativeTime
        date={plan.updatedAt}
        prefix="Updated"
        className="text-xs text-muted-foreground"
      />
    </li>
  );
}
