"use client";

import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import { ShareForm } from "./share-form";
import { useShareState } from "./use-share-state";

/**
 * The Share dialog of the plan page: who can see the plan, its public address, the estimate,
 * the links to send, and how often it was opened. Scrolls within the screen on phones.
 */
export function ShareDialog({
  planId,
  open,
  onOpenChange,
  children,
}: {
  planId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The button that opens it; the focus goes back to it when the dialog closes. */
  children: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{children}</DialogTrigger>
      <DialogContent
        className="max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain sm:max-w-lg"
        data-testid="share-dialog"
      >
        <DialogHeader className="pr-6">
          <DialogTitle>{SHARE_TEXT.title}</DialogTitle>
          <DialogDescription>{SHARE_TEXT.description}</DialogDescription>
        </DialogHeader>
        {open ? <ShareDialogBody planId={planId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ShareDialogBody({ planId }: { planId: string }) {
  const state = useShareState(planId);
  if (state.isPending) {
    return (
      <div className="grid gap-3" role="status" aria-label={SHARE_TEXT.loading}>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (state.isError) {
    return (
      <div role="alert" className="grid justify-items-start gap-3 text-sm">
        <p>{SHARE_TEXT.loadFailed}</p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={state.isFetching}
          onClick={() => void state.refetch()}
        >
          {state.isFetching ? <LoaderCircle className="animate-spin" aria-hidden /> : null}
          {SHARE_TEXT.retry}
        </Button>
      </div>
    );
  }
  return <ShareForm state={state.data} />;
}
