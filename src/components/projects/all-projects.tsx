"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import {
  clearPlanListFilters,
  effectivePlanListSort,
  hasPlanListFilters,
  planListHref,
  planListInput,
  serializePlanListParams,
  updatePlanListParams,
  type PlanListParams,
} from "@/lib/plans/list-params";
import type { PlanListSort, PlanListView } from "@/lib/plans/plan-schemas";
import { useTRPC } from "@/trpc/react";
import { BulkActionsBar } from "./bulk-actions-bar";
import { ConfirmPlansDialog, type ConfirmRequest } from "./confirm-plans-dialog";
import { PlanCards } from "./plan-cards";
import { PlansLoadError } from "./plans-load-error";
import type { PlanRowHandlers } from "./plan-row-actions";
import { PlansTable } from "./plans-table";
import { ProjectsEmptyState, type EmptyReason } from "./projects-empty-state";
import { ProjectsPagination } from "./projects-pagination";
import { ProjectsSkeleton } from "./projects-skeleton";
import { ProjectsToolbar } from "./projects-toolbar";
import { ProjectsViewTabs } from "./projects-view-tabs";
import type { PlanRef } from "./plan-labels";
import { usePlanActions } from "./use-plan-actions";
import { usePlanListParams } from "./use-plan-list-params";
import { usePublishingActions } from "./use-publishing-actions";
import { useRowSelection } from "./use-row-selection";

/** The view (`active` or `trash`) a cached `plan.list` query was for. */
function viewOfQueryKey(queryKey: readonly unknown[] | undefined): unknown {
  return (queryKey?.[1] as { input?: { view?: unknown } } | undefined)?.input?.view;
}

function emptyReason(params: PlanListParams): EmptyReason {
  if (hasPlanListFilters(params)) return "no-results";
  return params.view === "trash" ? "empty-trash" : "no-plans";
}

/**
 * /all-projects: every plan of the user, searched, filtered, sorted and paged on the server, with
 * all of that in the URL; selection and bulk actions; the Trash as a second view of the same list.
 */
export function AllProjects() {
  const trpc = useTRPC();
  const { params, setParams } = usePlanListParams();
  const list = useQuery({
    ...trpc.plan.list.queryOptions(planListInput(params)),
    // While the next page or filter loads, the current rows stay (dimmed) — but never the
    // plans of the other view under this view's columns.
    placeholderData: (previous, previousQuery) =>
      viewOfQueryKey(previousQuery?.queryKey) === params.view ? previous : undefined,
  });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const visibleIds = useMemo(() => items.map((item) => item.id), [items]);
  const selection = useRowSelection(visibleIds, serializePlanListParams(params));
  const actions = usePlanActions();
  const publishing = usePublishingActions();
  const pending = actions.pending || publishing.pending;
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);

  // A page past the end (its last plans were just deleted, or an old link): show the last one.
  const lastPage = Math.max(1, list.data?.pageCount ?? 1);
  const pastTheEnd = !!list.data && !list.isPlaceholderData && params.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) setParams({ page: lastPage }, "replace");
  }, [pastTheEnd, lastPage, setParams]);

  const selectedPlans: PlanRef[] = items.filter((item) => selection.isSelected(item.id));
  const afterwards = (done: boolean) => {
    if (done) selection.clear();
  };
  const handlers: PlanRowHandlers = {
    onDuplicate: (plans) => void actions.duplicatePlans(plans).then(afterwards),
    onRestore: (plans) => void actions.restorePlans(plans).then(afterwards),
    onTrash: (plans) => setConfirm({ kind: "trash", plans }),
    onDeleteForever: (plans) => setConfirm({ kind: "deleteForever", plans }),
  };

  async function runConfirmed(request: ConfirmRequest) {
    const run = {
      trash: actions.trashPlans,
      deleteForever: actions.deletePlansForever,
      unpublish: publishing.unpublishPlans,
    }[request.kind];
    const done = await run(request.plans);
    afterwards(done);
    setConfirm(null);
  }

  function sortBy(sort: PlanListSort) {
    if (effectivePlanListSort(params) === sort) {
      setParams({ sort, order: params.order === "asc" ? "desc" : "asc" });
    } else setParams({ sort });
  }

  // The other view starts unfiltered (a search in the list rarely fits the trash); sort and page
  // size stay.
  const inView = (view: PlanListView) =>
    updatePlanListParams(clearPlanListFilters(params), { view });
  const busy = list.isFetching && list.isPlaceholderData;
  const trash = params.view === "trash";

  return (
    <div
      className={cn(
        "mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 sm:py-10",
        // Room for the floating bulk actions bar below the last row.
        selection.selectedIds.length > 0 && "pb-28 sm:pb-28",
      )}
    >
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">All projects</h1>
          <p className="mt-1 text-sm text-muted-foreground">
            {trash
              ? "Deleted plans, kept for a while in case you change your mind."
              : "Every plan you have made: search, sort and tidy them up."}
          </p>
        </div>
        <Button asChild>
          <Link href="/create-plan">
            <Plus aria-hidden /> New plan
          </Link>
        </Button>
      </header>

      <ProjectsViewTabs
        view={params.view}
        hrefFor={(view) => planListHref(inView(view))}
        onSelect={(view) => setParams(inView(view))}
      />

      <ProjectsToolbar params={params} onChange={setParams} />

      {list.isError ? (
        <PlansLoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : null}

      {selection.selectedIds.length > 0 ? (
        <BulkActionsBar
          count={selection.selectedIds.length}
          view={params.view}
          disabled={pending}
          onClear={selection.clear}
          onDuplicate={() => handlers.onDuplicate(selectedPlans)}
          onTrash={() => handlers.onTrash(selectedPlans)}
          onRestore={() => handlers.onRestore(selectedPlans)}
          onDeleteForever={() => handlers.onDeleteForever(selectedPlans)}
          sharing={{
            onShare: () => void publishing.sharePlans(selectedPlans).then(afterwards),
            onUpdatePublic: () =>
              void publishing.updatePublications(selectedPlans).then(afterwards),
            onUnpublish: () => setConfirm({ kind: "unpublish", plans: selectedPlans }),
          }}
        />
      ) : null}

      <section aria-label={trash ? "Trash" : "Plans"} aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <ProjectsSkeleton />
        ) : !list.data ? null : list.data.total === 0 ? (
          <ProjectsEmptyState
            reason={emptyReason(params)}
            onClearFilters={() => setParams(clearPlanListFilters(params))}
          />
        ) : (
          <div className="grid gap-4">
            <div className="hidden md:block">
              <PlansTable
                items={items}
                params={params}
                selection={selection}
                handlers={handlers}
                busy={busy}
                onSort={sortBy}
              />
            </div>
            <div className="md:hidden">
              <PlanCards
                items={items}
                params={params}
                selection={selection}
                handlers={handlers}
                busy={busy}
              />
            </div>
            <ProjectsPagination
              page={list.data.page}
              pageCount={list.data.pageCount}
              pageSize={params.size}
              total={list.data.total}
              onPage={(page) => setParams({ page })}
              onPageSize={(size) => setParams({ size })}
            />
          </div>
        )}
      </section>

      <ConfirmPlansDialog
        request={confirm}
        pending={pending}
        onConfirm={(request) => void runConfirmed(request)}
        onClose={() => setConfirm(null)}
      />
    </div>
  );
}
