"use client";

import { AlertDialog } from "radix-ui";
import { PendingButton } from "@/components/settings/pending-button";
import { Button } from "@/components/ui/button";
import { SHARE_TEXT } from "@/lib/errors/publishing";

/**
 * Asks before an action that cannot be taken back (a link that stops working). An alert dialog:
 * focus starts on Cancel, Escape cancels, and it stays open while the action runs.
 */
export function ConfirmActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirm,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  onConfirm(): void;
}) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-lg">
          <div className="grid gap-2">
            <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                {SHARE_TEXT.cancel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that would close the dialog before the call has answered. */}
            <PendingButton variant="destructive" pending={pending} onClick={onConfirm}>
              {confirm}
            </PendingButton>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
