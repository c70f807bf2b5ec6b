"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { RelativeTime } from "@/components/ui/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { PLAN_EDITOR_TEXT, PLAN_HISTORY_TEXT } from "@/lib/errors/plan-editor";
import { revisionReasonLabel } from "@/lib/plans/revision-reasons";
import { useTRPC, useTRPCClient } from "@/trpc/react";
import { ViewToggle } from "./history/view-toggle";
import type { PlanWithSections } from "./plan-types";
import { RevisionPreview, type RevisionView } from "./revision-preview";

/**
 * The plan's history: the kept versions, newest first, with when and why each was kept; the
 * chosen one rendered, as it was or as its changes up to the plan as it is now (waiting edits
 * are saved first, so "now" is what the editors show), and restoring it after a confirmation (the current plan is kept as
 * a version first, so a restore can be undone from here too).
 */
export function HistoryDialog({
  planId,
  open,
  onOpenChange,
  beforeRestore,
  onRestored,
}: {
  planId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /**
   * Sends waiting edits first, so the comparison is with the text as shown and the edits are in
   * the version a restore keeps.
   */
  beforeRestore: () => Promise<void>;
  onRestored: (plan: PlanWithSections) => void;
}) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [view, setView] = useState<RevisionView>("changes");
  const current = useQuery({
    queryKey: [...trpc.plan.get.queryKey({ id: planId }), "history-current"],
    queryFn: async () => {
      // A failed or conflicting save must not hide the history: compare with what is saved.
      await beforeRestore().catch(() => undefined);
      return client.plan.get.query({ id: planId });
    },
    enabled: open,
    staleTime: 0,
    gcTime: 0,
  });
  // After the flush above: saving waiting edits after a pause keeps a version, listed here too.
  const list = useQuery(
    trpc.plan.revision.list.queryOptions(
      { planId },
      { enabled: open && !current.isPending, staleTime: 0 },
    ),
  );
  const chosenId = selectedId ?? list.data?.[0]?.id ?? null;
  const detail = useQuery(
    trpc.plan.revision.get.queryOptions(
      { planId, revisionId: chosenId ?? "" },
      { enabled: open && !!chosenId, staleTime: Infinity },
    ),
  );
  const restore = useMutation(trpc.plan.revision.restore.mutationOptions());

  function choose(id: string) {
    setSelectedId(id);
    setConfirming(false);
  }

  async function confirmRestore() {
    if (!chosenId) return;
    await beforeRestore();
    try {
      const plan = await restore.mutateAsync({ planId, revisionId: chosenId });
      onRestored(plan);
      setConfirming(false);
      setSelectedId(null);
      onOpenChange(false);
      toast.success(PLAN_EDITOR_TEXT.revisionRestored);
    } catch (error) {
      toast.error(readApiError(error).message ?? PLAN_EDITOR_TEXT.revisionRestoreFailed);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setConfirming(false);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90dvh] max-w-4xl grid-rows-[auto_minmax(0,1fr)] overflow-hidden">
        <DialogHeader>
          <DialogTitle>History</DialogTitle>
          <DialogDescription>
            A version is kept when you edit after a pause, before a section is deleted and before a
            restore.
          </DialogDescription>
        </DialogHeader>
        {list.isPending ? (
          <div className="space-y-2" aria-label="Loading the history">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : list.isError ? (
          <Alert tone="error">{PLAN_EDITOR_TEXT.historyLoadFailed}</Alert>
        ) : list.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No earlier versions yet. They appear here as you work on the plan.
          </p>
        ) : (
          <div className="grid min-h-0 gap-4 md:grid-cols-[16rem_minmax(0,1fr)]">
            <ol className="max-h-48 space-y-1 overflow-y-auto md:max-h-none" aria-label="Versions">
              {list.data.map((revision) => (
                <li key={revision.id}>
                  <button
                    type="button"
                    aria-current={revision.id === chosenId ? "true" : undefined}
                    onClick={() => choose(revision.id)}
                    className={cn(
                      "w-full rounded-md border px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
                      revision.id === chosenId && "border-primary bg-primary/5",
                    )}
                  >
                    <RelativeTime date={revision.createdAt} className="block font-medium" />
                    <span className="block text-muted-foreground">
                      {revisionReasonLabel(revision.reason)}
                    </span>
                  </button>
                </li>
              ))}
            </ol>
            <div className="flex min-h-0 flex-col gap-3">
              <ViewToggle
                value={current.isError ? "version" : view}
                onChange={setView}
                changesDisabled={current.isError}
              />
              {current.isError ? (
                <Alert tone="error">{PLAN_HISTORY_TEXT.currentLoadFailed}</Alert>
              ) : null}
              <div className="min-h-0 flex-1 overflow-y-auto rounded-md border p-4">
                {detail.data && (view === "version" || !current.isPending) ? (
                  <RevisionPreview
                    revision={detail.data}
                    current={current.data ?? null}
                    view={view}
                  />
                ) : detail.isError ? (
                  <Alert tone="error">{PLAN_EDITOR_TEXT.historyLoadFailed}</Alert>
                ) : (
                  <div className="space-y-2">
                    <Skeleton className="h-6 w-1/2" />
                    <Skeleton className="h-24" />
                  </div>
                )}
              </div>
              {confirming ? (
                <div className="flex flex-col gap-2 rounded-md border border-primary/30 bg-primary/5 p-3 sm:flex-row sm:items-center">
                  <p className="flex-1 text-sm">
                    Replace the plan with this version? The plan as it is now is kept in the
                    history.
                  </p>
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" onClick={() => setConfirming(false)}>
                      Cancel
                    </Button>
                    <Button
                      size="sm"
                      onClick={() => void confirmRestore()}
                      disabled={restore.isPending}
                    >
                      Restore
                    </Button>
                  </div>
                </div>
              ) : (
                <div className="flex justify-end">
                  <Button onClick={() => setConfirming(true)} disabled={!detail.data}>
                    Restore this version
                  </Button>
                </div>
              )}
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
