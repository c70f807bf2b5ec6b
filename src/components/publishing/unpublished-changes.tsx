"use client";

import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { PendingButton } from "@/components/settings/pending-button";
import { Badge } from "@/components/ui/badge";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import { isShared } from "./share-types";
import { usePublishActions } from "./use-publish-actions";
import { useShareState } from "./use-share-state";

/**
 * For a shared plan edited since it was published: an 'Unpublished changes' badge and the button
 * that publishes the current text ("Update public version"). Nothing for a private plan, and
 * nothing while the state is loading or could not be loaded (the Share dialog says why).
 */
export function UnpublishedChanges({ planId }: { planId: string }) {
  const state = useShareState(planId);
  const { update, progress } = usePublishActions(planId);
  if (!state.data || !isShared(state.data) || !state.data.hasUnpublishedChanges) return null;

  function updatePublicVersion() {
    update.mutate(undefined, {
      onSuccess: () => toast.success(SHARE_TEXT.updated),
      onError: (error) => toast.error(readApiError(error).message ?? SHARE_TEXT.updateFailed),
    });
  }

  return (
    <div
      // On a phone the plan's bar is full: the notice takes a row of its own, under the bar's.
      className="order-last flex min-w-0 basis-full items-center justify-between gap-2 lg:order-none lg:basis-auto lg:justify-start"
      data-testid="unpublished-changes"
    >
      <Badge
        variant="outline"
        className="border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100"
        title={SHARE_TEXT.unpublishedChangesHint}
      >
        {SHARE_TEXT.unpublishedChanges}
      </Badge>
      <PendingButton
        size="sm"
        variant="outline"
        pending={update.isPending}
        onClick={updatePublicVersion}
      >
        {update.isPending && progress && progress.total > 0
          ? SHARE_TEXT.preparingDiagrams(
              Math.min(progress.done + 1, progress.total),
              progress.total,
            )
          : SHARE_TEXT.updatePublicVersion}
      </PendingButton>
    </div>
  );
}
