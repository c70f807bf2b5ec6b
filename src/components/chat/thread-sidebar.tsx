"use client";

/**
 * The chat history: threads grouped by date (Today, Yesterday, Previous 7 days, Older), search
 * over titles and message text, rename, delete, and "Load more" pages.
 */
import { useQueries } from "@tanstack/react-query";
import { MoreHorizontal, Plus, Search } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { groupThreadsByDate } from "@/lib/ai/thread-rules";
import { cn } from "@/lib/cn";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { DeleteThreadDialog, RenameThreadDialog, type ThreadTarget } from "./thread-dialogs";

/** Milliseconds of quiet typing before the search is sent. */
const SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return debounced;
}

export function ThreadSidebar({
  currentThreadId,
  onNavigate,
}: {
  currentThreadId: string | null;
  /** Called after a link is followed (closes the phone drawer). */
  onNavigate?(): void;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const [searchText, setSearchText] = useState("");
  const search = useDebounced(searchText.trim());
  // Pages shown, for the search they were loaded for (a new search starts at one page).
  const [paging, setPaging] = useState({ search: "", count: 1 });
  const pageCount = paging.search === search ? paging.count : 1;
  const [renaming, setRenaming] = useState<ThreadTarget | null>(null);
  const [deleting, setDeleting] = useState<ThreadTarget | null>(null);

  const pages = useQueries({
    queries: Array.from({ length: pageCount }, (_, index) =>
      trpc.aiThreads.list.queryOptions({ page: index + 1, search }),
    ),
  });
  const threads = pages.flatMap((page) => page.data?.items ?? []);
  const firstPage = pages[0];
  const lastPage = pages.at(-1);
  const groups = groupThreadsByDate(threads, new Date());

  return (
    <nav aria-label={AI_CHAT_TEXT.historyLabel} className="flex h-full min-h-0 flex-col">
      <div className="space-y-2 p-3">
        <Button asChild className="w-full justify-start" variant="outline">
          <Link href="/ai" onClick={onNavigate}>
            <Plus aria-hidden />
            {AI_CHAT_TEXT.newChat}
          </Link>
        </Button>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            aria-label={AI_CHAT_TEXT.searchLabel}
            placeholder={AI_CHAT_TEXT.searchPlaceholder}
            className="pl-8"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
        {firstPage?.isPending ? (
          <div className="space-y-2 px-1" aria-hidden>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} className="h-8 w-full" />
            ))}
          </div>
        ) : firstPage?.isError ? (
          <LoadError
            message={firstPage.error.message}
            retrying={firstPage.isFetching}
            onRetry={() => void firstPage.refetch()}
          />
        ) : threads.length === 0 ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">
            {search ? AI_CHAT_TEXT.noThreadsMatch : AI_CHAT_TEXT.noThreads}
          </p>
        ) : (
          groups.map((group) => (
            <section key={group.group} aria-labelledby={`threads-${group.group}`} className="mb-3">
              <h2
                id={`threads-${group.group}`}
                className="px-2 py-1 text-xs font-medium text-muted-foreground"
              >
                {group.label}
              </h2>
              <ul>
                {group.threads.map((thread) => {
                  const title = thread.title || AI_CHAT_TEXT.emptyThreadTitle;
                  const current = thread.id === currentThreadId;
                  return (
                    <li key={thread.id} className="group relative">
                      <Link
                        href={`/ai/thread/${thread.id}`}
                        aria-current={current ? "page" : undefined}
                        onClick={onNavigate}
                        className={cn(
                          "block truncate rounded-md py-1.5 pr-9 pl-2 text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none",
                          current && "bg-accent font-medium",
                        )}
                      >
                        {title}
                      </Link>
                      <DropdownMenu>
                        <DropdownMenuTrigger asChild>
                          <Button
                            variant="ghost"
                            size="icon"
                            className="absolute top-0.5 right-0.5 size-7"
                            aria-label={`Actions for ${title}`}
                          >
                            <MoreHorizontal aria-hidden />
                          </Button>
                        </DropdownMenuTrigger>
                        <DropdownMenuContent align="end">
                          <DropdownMenuItem onSelect={() => setRenaming({ id: thread.id, title })}>
                            {AI_CHAT_TEXT.rename}
                          </DropdownMenuItem>
                          <DropdownMenuItem
                            className="text-destructive"
                            onSelect={() => setDeleting({ id: thread.id, title })}
                          >
                            {AI_CHAT_TEXT.delete}
                          </DropdownMenuItem>
                        </DropdownMenuContent>
                      </DropdownMenu>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
        {lastPage?.data?.hasMore && (
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={() => setPaging({ search, count: pageCount + 1 })}
          >
            {AI_CHAT_TEXT.loadMore}
          </Button>
        )}
      </div>
      <RenameThreadDialog thread={renaming} onClose={() => setRenaming(null)} />
      <DeleteThreadDialog
        thread={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(id) => {
          if (id === currentThreadId) router.push("/ai");
        }}
      />
    </nav>
  );
}
