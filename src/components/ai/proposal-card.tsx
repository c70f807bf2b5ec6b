"use client";
/**
 * A proposed change to a section (the output of the propose_section_change and
 * propose_new_section tools): the section title, the model's reason, a word diff of before and
 * after, and Apply / Dismiss. Apply sends the editor's waiting edits first, then the server
 * records a revision and applies the change; the editor on the page shows the new text at once,
 * and the toast's Undo restores that revision. The card reads the proposal's status from the
 * server, so a reloaded thread shows it applied or dismissed.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { SectionProposalData } from "@/lib/ai/stream-data";
import { AI_PANEL_TEXT } from "@/lib/errors/ai";
import { countChangedWords, wordDiff } from "@/lib/text/word-diff";
import { useTRPC } from "@/trpc/react";
import type { PlanWithSections } from "@/components/plan/plan-types";
import { planEditorBridge } from "./plan-editor-bridge";
import { WordDiffView } from "./word-diff-view";

type CardState = "open" | "applied" | "dismissed" | "undone";

const STATE_LABELS: Record<Exclude<CardState, "open">, string> = {
  applied: "Applied",
  dismissed: "Dismissed",
  undone: "Undone",
};

export function ProposalCard({ proposal }: { proposal: SectionProposalData }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [localState, setLocalState] = useState<CardState | null>(null);
  const stored = useQuery(
    trpc.planAssistant.proposal.queryOptions({ proposalId: proposal.proposalId }),
  );
  const apply = useMutation(trpc.planAssistant.applyProposal.mutationOptions());
  const dismiss = useMutation(trpc.planAssistant.dismissProposal.mutationOptions());
  const restore = useMutation(trpc.plan.revision.restore.mutationOptions());
  const state: CardState = localState ?? stored.data?.status ?? "open";
  const counts = countChangedWords(wordDiff(proposal.before, proposal.after));
  const busy = apply.isPending || dismiss.isPending || restore.isPending;

  function showPlan(plan: PlanWithSections) {
    queryClient.setQueryData(trpc.plan.get.queryKey({ id: plan.id }), plan);
    planEditorBridge(plan.id)?.replace(plan);
  }

  async function undo(revisionId: string) {
    try {
      await planEditorBridge(proposal.planId)?.flush();
      const plan = await restore.mutateAsync({ planId: proposal.planId, revisionId });
      showPlan(plan);
      setLocalState("undone");
      toast.success(AI_PANEL_TEXT.proposalUndone);
    } catch (error) {
      toast.error(readApiError(error).message ?? AI_PANEL_TEXT.proposalUndoFailed);
    }
  }

  async function onApply() {
    try {
      await planEditorBridge(proposal.planId)?.flush();
      const result = await apply.mutateAsync({ proposalId: proposal.proposalId });
      showPlan(result.plan);
      setLocalState("applied");
      void queryClient.invalidateQueries({ queryKey: trpc.planAssistant.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.plan.revision.pathKey() });
      toast.success(
        result.stale ? AI_PANEL_TEXT.proposalStaleApplied : AI_PANEL_TEXT.proposalApplied,
        { action: { label: "Undo", onClick: () => void undo(result.revisionId) } },
      );
    } catch (error) {
      toast.error(readApiError(error).message ?? AI_PANEL_TEXT.proposalApplyFailed);
      void stored.refetch();
    }
  }

  async function onDismiss() {
    try {
      await dismiss.mutateAsync({ proposalId: proposal.proposalId });
      setLocalState("dismissed");
      void queryClient.invalidateQueries({ queryKey: trpc.planAssistant.pathKey() });
      toast(AI_PANEL_TEXT.proposalDismissed);
    } catch (error) {
      toast.error(readApiError(error).message ?? AI_PANEL_TEXT.proposalApplyFailed);
      void stored.refetch();
    }
  }

  const headingId = `proposal-${proposal.proposalId}`;
  return (
    <section
      aria-labelledby={headingId}
      data-proposal-id={proposal.proposalId}
      data-state={state}
      className="my-2 rounded-lg border bg-card text-card-foreground shadow-sm"
    >
      <header className="flex flex-wrap items-center gap-2 border-b px-3 py-2">
        <h3 id={headingId} className="min-w-0 flex-1 truncate text-sm font-semibold">
          {proposal.sectionId === null ? "New section: " : "Change to "}
          {proposal.title}
        </h3>
        <span className="text-xs text-muted-foreground">
          +{counts.added} −{counts.removed} words
        </span>
        {state !== "open" && (
          <Badge variant={state === "applied" ? "success" : "outline"}>{STATE_LABELS[state]}</Badge>
        )}
      </header>
      {proposal.reason && (
        <p className="px-3 pt-2 text-sm text-muted-foreground">{proposal.reason}</p>
      )}
      <WordDiffView
        before={proposal.before}
        after={proposal.after}
        className="max-h-80 overflow-y-auto px-3 py-2"
      />
      {state === "open" && (
        <footer className="flex flex-wrap gap-2 border-t px-3 py-2">
          <Button size="sm" onClick={() => void onApply()} disabled={busy}>
            <Check aria-hidden /> Apply
          </Button>
          <Button size="sm" variant="outline" onClick={() => void onDismiss()} disabled={busy}>
            <X aria-hidden /> Dismiss
          </Button>
        </footer>
      )}
    </section>
  );
}
