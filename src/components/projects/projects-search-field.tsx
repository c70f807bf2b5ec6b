"use client";

import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { SEARCH_QUERY_MAX_LENGTH } from "@/lib/plans/plan-schemas";

/** How long typing must pause before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The list's search box. What is typed goes out once typing pauses (or on Enter); a search that
 * changes in the URL from elsewhere (back, forward, "Clear filters") shows in the box.
 */
export function ProjectsSearchField({
  value,
  onSearch,
  label,
}: {
  value: string;
  onSearch(query: string): void;
  label: string;
}) {
  const [text, setText] = useState(value);
  // The search last handed to the URL, and the URL's search last seen.
  const [sent, setSent] = useState(value);
  const [seen, setSeen] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (value !== seen) {
    setSeen(value);
    // Not our own search arriving: back/forward or "Clear filters" changed it.
    if (value !== sent) {
      setSent(value);
      setText(value);
    }
  }

  function send(query: string) {
    clearTimeout(timer.current);
    const trimmed = query.trim();
    setSent(trimmed);
    onSearch(trimmed);
  }

  return (
    <form
      role="search"
      className="relative min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        value={text}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => send(next), SEARCH_DEBOUNCE_MS);
        }}
        className="pr-9 pl-9 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label="Clear search"
          onClick={() => {
            setText("");
            send("");
          }}
          className="absolute top-1/2 right-2 grid size-6 -translate-y-1/2 place-items-center rounded text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <X className="size-4" aria-hidden />
        </button>
      ) : null}
    </form>
  );
}
