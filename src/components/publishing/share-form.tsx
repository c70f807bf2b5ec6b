"use client";

import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircle } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { PendingButton } from "@/components/settings/pending-button";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";
import { ERROR_CODES } from "@/lib/errors/codes";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import { useTRPC } from "@/trpc/react";
import { ConfirmActionDialog } from "./confirm-action-dialog";
import { EstimateFields } from "./estimate-fields";
import { draftDiffers, draftFromState, estimateChoice, type ShareDraft } from "./share-form-model";
import { ShareLinks, ShareViews } from "./share-links";
import { isShared, type ShareState } from "./share-types";
import { SlugField } from "./slug-field";
import { usePublishActions } from "./use-publish-actions";
import { useSlugCheck } from "./use-slug-check";
import { VisibilityChoice } from "./visibility-choice";

/** The Share dialog's body once the sharing state is known. */
export function ShareForm({ state }: { state: ShareState }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const actions = usePublishActions(state.planId);
  const [draft, setDraft] = useState<ShareDraft>(() => draftFromState(state));
  const [confirmingUnpublish, setConfirmingUnpublish] = useState(false);
  const shared = isShared(state);
  const wantsPublic = draft.visibility === "public";
  const slugStatus = useSlugCheck(state.planId, draft.slug, state.slug, wantsPublic);
  const estimate = estimateChoice(draft.estimate);
  const busy =
    actions.publish.isPending || actions.unpublish.isPending || actions.regenerate.isPending;

  const set = (change: Partial<ShareDraft>) => setDraft((current) => ({ ...current, ...change }));

  const blocked =
    (wantsPublic && (state.username === null || slugStatus.state === "unavailable")) ||
    estimate === undefined;

  function publish() {
    if (draft.visibility === "private" || estimate === undefined) return;
    actions.publish.mutate(
      {
        visibility: draft.visibility,
        slug: wantsPublic ? draft.slug : undefined,
        estimate,
      },
      {
        onSuccess: () => toast.success(shared ? SHARE_TEXT.saved : SHARE_TEXT.published),
        onError: (error) => {
          const info = readApiError(error);
          if (info.appCode === ERROR_CODES.slugUnavailable) {
            // Someone (another tab) took it meanwhile: check it again to show why and what is free.
            void queryClient.invalidateQueries({ queryKey: trpc.publishing.checkSlug.queryKey() });
          }
          toast.error(info.message ?? SHARE_TEXT.publishFailed);
        },
      },
    );
  }

  function unpublish() {
    actions.unpublish.mutate(undefined, {
      onSuccess: (next) => {
        setConfirmingUnpublish(false);
        setDraft((current) => ({ ...current, visibility: next.visibility }));
        toast.success(SHARE_TEXT.unpublished);
      },
      onError: (error) => toast.error(readApiError(error).message ?? SHARE_TEXT.unpublishFailed),
    });
  }

  const progress = actions.progress;
  const makingPrivate = shared && draft.visibility === "private";

  return (
    <div className="grid gap-5">
      <VisibilityChoice
        value={draft.visibility}
        onChange={(visibility) => set({ visibility })}
        disabled={busy}
      />

      {wantsPublic && state.username === null ? (
        <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100">
          <p>{SHARE_TEXT.usernameNeeded}</p>
          <Link
            href="/settings/username"
            className="mt-1 inline-block font-medium underline underline-offset-4"
          >
            {SHARE_TEXT.chooseUsername}
          </Link>
        </div>
      ) : null}

      {wantsPublic && state.username !== null ? (
        <SlugField
          username={state.username}
          value={draft.slug}
          onChange={(slug) => set({ slug })}
          status={slugStatus}
          disabled={busy}
        />
      ) : null}

      {draft.visibility !== "private" ? (
        <EstimateFields
          value={draft.estimate}
          onChange={(next) => set({ estimate: next })}
          amountError={estimate === undefined ? SHARE_TEXT.estimateInvalid : null}
          disabled={busy}
        />
      ) : null}

      {shared ? (
        <>
          <ShareLinks state={state} regenerate={actions.regenerate} />
          <ShareViews views={state.views} />
        </>
      ) : null}

      {progress && progress.total > 0 ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden />
          {SHARE_TEXT.preparingDiagrams(
            Math.min(progress.done + 1, progress.total),
            progress.total,
          )}
        </p>
      ) : null}

      <DialogFooter className="sm:items-center">
        {shared && !makingPrivate ? (
          <Button
            type="button"
            variant="outline"
            className="text-destructive hover:text-destructive sm:mr-auto"
            disabled={busy}
            onClick={() => setConfirmingUnpublish(true)}
          >
            {SHARE_TEXT.unpublish}
          </Button>
        ) : null}
        {makingPrivate ? (
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            onClick={() => setConfirmingUnpublish(true)}
          >
            {SHARE_TEXT.makePrivate}
          </Button>
        ) : (
          <PendingButton
            type="button"
            pending={actions.publish.isPending}
            disabled={
              busy ||
              blocked ||
              draft.visibility === "private" ||
              (shared && !draftDiffers(draft, state))
            }
            onClick={publish}
          >
            {shared ? SHARE_TEXT.save : SHARE_TEXT.publish}
          </PendingButton>
        )}
      </DialogFooter>

      <ConfirmActionDialog
        open={confirmingUnpublish}
        onOpenChange={setConfirmingUnpublish}
        title={SHARE_TEXT.unpublishTitle}
        description={SHARE_TEXT.unpublishDescription}
        confirm={SHARE_TEXT.unpublishConfirm}
        pending={actions.unpublish.isPending}
        onConfirm={unpublish}
      />
    </div>
  );
}
