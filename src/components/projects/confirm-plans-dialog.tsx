"use client";

import { PendingButton } from "@/components/settings/pending-button";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { TRASH_RETENTION_DAYS } from "@/lib/plans/plan-schemas";
import { describePlans, plansCount, type PlanRef } from "./plan-labels";

/** The actions that ask first: to the trash, out of the trash for good, and offline. */
export type ConfirmKind = "trash" | "deleteForever" | "unpublish";

export interface ConfirmRequest {
  kind: ConfirmKind;
  plans: readonly PlanRef[];
}

/** The dialog's words: 'Delete "Title"?' for one plan, 'Delete 3 plans?' for more. */
export function confirmText({ kind, plans }: ConfirmRequest) {
  const one = plans.length === 1;
  const subject = describePlans(plans);
  if (kind === "trash") {
    return {
      title: `Delete ${subject}?`,
      description: one
        ? `The plan moves to the Trash for ${TRASH_RETENTION_DAYS} days, then it is deleted for good. You can restore it from the Trash until then.`
        : `The plans move to the Trash for ${TRASH_RETENTION_DAYS} days, then they are deleted for good. You can restore them from the Trash until then.`,
      confirm: one ? "Delete" : `Delete ${plansCount(plans.length)}`,
    };
  }
  if (kind === "unpublish") {
    const text = PUBLISHING_TEXT.bulk;
    return {
      title: text.confirmUnpublishTitle(subject),
      description: one ? text.confirmUnpublishOne : text.confirmUnpublishMany,
      confirm: text.confirmUnpublish(plans.length),
    };
  }
  return {
    title: `Delete ${subject} forever?`,
    description: one
      ? "The plan, its sections and its history are deleted for good. This cannot be undone."
      : "The plans, their sections and their history are deleted for good. This cannot be undone.",
    confirm: "Delete forever",
  };
}

/**
 * Asks before plans go to the trash, are deleted for good or go offline; stays open while the
 * call runs.
 */
export function ConfirmPlansDialog({
  request,
  pending,
  onConfirm,
  onClose,
}: {
  request: ConfirmRequest | null;
  pending: boolean;
  onConfirm(request: ConfirmRequest): void;
  onClose(): void;
}) {
  const text = request ? confirmText(request) : null;
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
    >
      <DialogContent>
        {request && text ? (
          <>
            <DialogHeader>
              <DialogTitle className="pr-6 break-words">{text.title}</DialogTitle>
              <DialogDescription>{text.description}</DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="outline" disabled={pending}>
                  Cancel
                </Button>
              </DialogClose>
              <PendingButton
                variant="destructive"
                pending={pending}
                onClick={() => onConfirm(request)}
              >
                {text.confirm}
              </PendingButton>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
