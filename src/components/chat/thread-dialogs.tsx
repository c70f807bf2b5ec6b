"use client";

/** Rename and delete a chat thread (the delete asks first). */
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { THREAD_TITLE_MAX_LENGTH } from "@/lib/ai/ai-rules";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";

export interface ThreadTarget {
  id: string;
  title: string;
}

/** Open while a thread is targeted; closing it (Escape, outside click) clears the target. */
function ThreadDialog({
  thread,
  onClose,
  children,
}: {
  thread: ThreadTarget | null;
  onClose(): void;
  children: React.ReactNode;
}) {
  return (
    <Dialog
      open={thread !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {children}
    </Dialog>
  );
}

export function RenameThreadDialog({
  thread,
  onClose,
}: {
  thread: ThreadTarget | null;
  onClose(): void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState("");
  const rename = useMutation(
    trpc.aiThreads.rename.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.aiThreads.pathKey() });
        toast.success(AI_CHAT_TEXT.renamed);
        onClose();
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <ThreadDialog thread={thread} onClose={onClose}>
      <DialogContent
        onOpenAutoFocus={() => setTitle(thread?.title ?? "")}
        aria-describedby={undefined}
      >
        <DialogHeader>
          <DialogTitle>{AI_CHAT_TEXT.rename}</DialogTitle>
        </DialogHeader>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (thread && title.trim()) rename.mutate({ threadId: thread.id, title });
          }}
        >
          <label className="block space-y-1 text-sm">
            <span>{AI_CHAT_TEXT.renameLabel}</span>
            <Input
              value={title}
              maxLength={THREAD_TITLE_MAX_LENGTH}
              autoFocus
              onChange={(event) => setTitle(event.target.value)}
            />
          </label>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {AI_CHAT_TEXT.cancel}
            </Button>
            <Button type="submit" disabled={!title.trim() || rename.isPending}>
              {AI_CHAT_TEXT.save}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </ThreadDialog>
  );
}

export function DeleteThreadDialog({
  thread,
  onClose,
  onDeleted,
}: {
  thread: ThreadTarget | null;
  onClose(): void;
  onDeleted(threadId: string): void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(
    trpc.aiThreads.delete.mutationOptions({
      onSuccess: ({ id }) => {
        void queryClient.invalidateQueries({ queryKey: trpc.aiThreads.list.pathKey() });
        toast.success(AI_CHAT_TEXT.deleted);
        onDeleted(id);
        onClose();
      },
      onError: (error) => toast.error(error.message),
    }),
  );
  return (
    <ThreadDialog thread={thread} onClose={onClose}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{AI_CHAT_TEXT.deleteTitle}</DialogTitle>
          <DialogDescription>{AI_CHAT_TEXT.deleteDescription}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {AI_CHAT_TEXT.cancel}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => thread && remove.mutate({ threadId: thread.id })}
          >
            {AI_CHAT_TEXT.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </ThreadDialog>
  );
}
