"use client";

import { Search, SearchX } from "lucide-react";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { DIAGRAM_STARTERS, type DiagramStarter } from "@/lib/diagrams/starters";

export const DIAGRAM_GALLERY_TEXT = {
  title: "Add diagram",
  description: "Pick a diagram type to start from a small example you can edit.",
  searchLabel: "Search diagram types",
  searchPlaceholder: "Search diagram types…",
  results: (count: number) => (count === 1 ? "1 diagram type" : `${count} diagram types`),
  noMatch: (query: string) => `No diagram types match “${query}”.`,
  noMatchHint: "Try another word, such as “chart”, “flow” or “timeline”.",
} as const;

/** Lines of each starter's source shown on its card: enough to recognise the syntax. */
const PREVIEW_LINES = 4;
const CARD_SELECTOR = "[data-diagram-starter]";

/** Lower case without accents, so "Séquence" finds "sequence". */
function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/**
 * The starters whose name, description or type contain every word of the query (in any order);
 * all of them for a blank query. Order is kept (the spec's order of types).
 */
export function filterDiagramStarters(
  starters: readonly DiagramStarter[],
  query: string,
): readonly DiagramStarter[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return starters;
  return starters.filter((starter) => {
    const haystack = normalise(`${starter.name} ${starter.description} ${starter.type}`);
    return words.every((word) => haystack.includes(word));
  });
}

export interface DiagramGalleryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen starter; the gallery then closes itself. */
  onPick: (starter: DiagramStarter) => void;
  /**
   * Radix's hook for the focus after closing (it returns to the trigger by default); call
   * `event.preventDefault()` to move it elsewhere, e.g. into the inserted diagram's editor.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /** The starters to offer; all 21 by default (tests pass their own). */
  starters?: readonly DiagramStarter[];
}

/** 'Add diagram': a searchable grid with one starter per supported diagram type. */
export function DiagramGalleryDialog({
  open,
  onOpenChange,
  onPick,
  onCloseAutoFocus,
  starters = DIAGRAM_STARTERS,
}: DiagramGalleryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        // A fixed height, so the dialog does not jump around while the search narrows the grid.
        className="h-[min(90dvh,52rem)] max-w-5xl grid-rows-[auto_auto_minmax(0,1fr)] overflow-hidden"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{DIAGRAM_GALLERY_TEXT.title}</DialogTitle>
          <DialogDescription>{DIAGRAM_GALLERY_TEXT.description}</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so the search starts empty each time. */}
        <Gallery
          starters={starters}
          onPick={(starter) => {
            onPick(starter);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function Gallery({
  starters,
  onPick,
}: {
  starters: readonly DiagramStarter[];
  onPick: (starter: DiagramStarter) => void;
}) {
  const [query, setQuery] = useState("");
  const listRef = useRef<HTMLUListElement>(null);
  const idPrefix = useId();
  const matches = useMemo(() => filterDiagramStarters(starters, query), [starters, query]);

  function cards(): HTMLButtonElement[] {
    return Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>(CARD_SELECTOR) ?? []);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      cards()[0]?.focus();
    } else if (event.key === "Enter" && query.trim() && matches[0]) {
      // Type a few letters and press Enter: the best (first) match is taken.
      event.preventDefault();
      onPick(matches[0]);
    }
  }

  /**
   * Arrow keys move between cards in the grid's reading order; up and down jump a row, whose
   * length depends on the screen width, so it is measured from the cards' positions.
   */
  function onGridKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const all = cards();
    const index = all.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    const columns = Math.max(1, all.filter((card) => card.offsetTop === all[0]?.offsetTop).length);
    const next = (() => {
      switch (event.key) {
        case "ArrowRight":
          return index + 1;
        case "ArrowLeft":
          return index - 1;
        case "ArrowDown":
          return index + columns;
        case "ArrowUp":
          return index - columns;
        case "Home":
          return 0;
        case "End":
          return all.length - 1;
        default:
          return null;
      }
    })();
    if (next === null) return;
    event.preventDefault();
    if (next >= 0 && next < all.length) all[next]?.focus();
    else if (next < 0 && event.key === "ArrowUp") {
      // Up from the first row goes back to the search, as down from the search came here.
      document.getElementById(`${idPrefix}-search`)?.focus();
    }
  }

  return (
    <>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={`${idPrefix}-search`}
          type="search"
          aria-label={DIAGRAM_GALLERY_TEXT.searchLabel}
          aria-controls={`${idPrefix}-list`}
          placeholder={DIAGRAM_GALLERY_TEXT.searchPlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKeyDown}
          className="pl-9"
        />
      </div>
      <div className="min-h-0 overflow-y-auto p-1">
        <p className="sr-only" role="status">
          {DIAGRAM_GALLERY_TEXT.results(matches.length)}
        </p>
        {matches.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
            <SearchX aria-hidden className="size-6" />
            <p className="font-medium text-foreground">
              {DIAGRAM_GALLERY_TEXT.noMatch(query.trim())}
            </p>
            <p>{DIAGRAM_GALLERY_TEXT.noMatchHint}</p>
          </div>
        ) : (
          <ul
            ref={listRef}
            id={`${idPrefix}-list`}
            aria-label={DIAGRAM_GALLERY_TEXT.title}
            className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
            onKeyDown={onGridKeyDown}
          >
            {matches.map((starter) => {
              const nameId = `${idPrefix}-${starter.type}-name`;
              const descriptionId = `${idPrefix}-${starter.type}-description`;
              return (
                <li key={starter.type}>
                  <button
                    type="button"
                    data-diagram-starter={starter.type}
                    aria-labelledby={nameId}
                    aria-describedby={descriptionId}
                    onClick={() => onPick(starter)}
                    className="flex h-full w-full flex-col gap-1 rounded-lg border bg-card p-3 text-left text-sm text-card-foreground shadow-xs transition-colors outline-none hover:border-primary/50 hover:bg-accent/50 focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span id={nameId} className="font-medium">
                      {starter.name}
                    </span>
                    <span id={descriptionId} className="text-muted-foreground">
                      {starter.description}
                    </span>
                    {/* A glimpse of the syntax; decorative, the name and description say it all. */}
                    <span
                      aria-hidden
                      className="mt-auto block overflow-hidden rounded-md bg-muted px-2 py-1.5 font-mono text-[11px] leading-snug text-muted-foreground"
                    >
                      {sourcePreview(starter.source).map((line, index) => (
                        <span key={index} className="block truncate whitespace-pre">
                          {line || " "}
                        </span>
                      ))}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}

function sourcePreview(source: string): string[] {
  return source.replace(/\r\n?/g, "\n").trim().split("\n").slice(0, PREVIEW_LINES);
}
