"use client";
/**
 * One cover letter: its title and Markdown text in plain fields, Save, Copy (the text as it is
 * in the field, saved or not) and Delete (after a confirmation). The job post it answers is
 * shown folded for reference.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Copy, Save, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Textarea } from "@/components/ui/textarea";
import {
  COVER_LETTER_BODY_MAX_LENGTH,
  COVER_LETTER_TITLE_MAX_LENGTH,
} from "@/lib/ai/assistant-schemas";
import { COVER_LETTER_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { coverLettersPath } from "./cover-letter-labels";

type Letter = { id: string; title: string; body: string; jobPost: string };

export function CoverLetterEditor({ planId, letterId }: { planId: string; letterId: string }) {
  const trpc = useTRPC();
  const letter = useQuery(trpc.coverLetters.get.queryOptions({ coverLetterId: letterId }));
  if (!letter.data) {
    return letter.isError ? (
      <LoadError
        message={readApiError(letter.error).message ?? COVER_LETTER_TEXT.loadFailed}
        onRetry={() => void letter.refetch()}
        retrying={letter.isFetching}
      />
    ) : (
      <div className="grid gap-3" aria-busy="true" aria-label="Loading the cover letter">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  }
  return <LetterFields key={letter.data.id} planId={planId} letter={letter.data} />;
}

function LetterFields({ planId, letter }: { planId: string; letter: Letter }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [title, setTitle] = useState(letter.title);
  const [body, setBody] = useState(letter.body);
  const [saved, setSaved] = useState({ title: letter.title, body: letter.body });
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const update = useMutation(trpc.coverLetters.update.mutationOptions());
  const remove = useMutation(trpc.coverLetters.delete.mutationOptions());
  const dirty = title !== saved.title || body !== saved.body;
  const titleError =
    title.trim() === ""
      ? "Title is required"
      : title.length > COVER_LETTER_TITLE_MAX_LENGTH
        ? `Title must be at most ${COVER_LETTER_TITLE_MAX_LENGTH} characters`
        : null;
  const bodyError =
    body.length > COVER_LETTER_BODY_MAX_LENGTH
      ? COVER_LETTER_TEXT.bodyTooLong(COVER_LETTER_BODY_MAX_LENGTH)
      : null;

  async function save() {
    try {
      const result = await update.mutateAsync({ coverLetterId: letter.id, title, body });
      setSaved({ title: result.title, body: result.body });
      queryClient.setQueryData(
        trpc.coverLetters.get.queryKey({ coverLetterId: letter.id }),
        result,
      );
      void queryClient.invalidateQueries({ queryKey: trpc.coverLetters.list.queryKey() });
      toast.success(COVER_LETTER_TEXT.saved);
    } catch (error) {
      toast.error(readApiError(error).message ?? COVER_LETTER_TEXT.saveFailed);
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(body);
      toast.success(COVER_LETTER_TEXT.copied);
    } catch {
      toast.error(COVER_LETTER_TEXT.copyFailed);
    }
  }

  async function destroy() {
    try {
      await remove.mutateAsync({ coverLetterId: letter.id });
      void queryClient.invalidateQueries({ queryKey: trpc.coverLetters.list.queryKey() });
      toast.success(COVER_LETTER_TEXT.deleted);
      router.push(coverLettersPath(planId));
    } catch (error) {
      toast.error(readApiError(error).message ?? COVER_LETTER_TEXT.deleteFailed);
    }
  }

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!titleError && !bodyError) void save();
      }}
      noValidate
    >
      <Field label="Title" errors={titleError ? [titleError] : null}>
        {(control) => (
          <Input
            {...control}
            name="title"
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
      </Field>
      <Field label="Letter" errors={bodyError ? [bodyError] : null} description="Markdown.">
        {(control) => (
          <Textarea
            {...control}
            name="body"
            rows={18}
            className="font-serif text-base leading-relaxed"
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!dirty || update.isPending || !!titleError || !!bodyError}>
          <Save aria-hidden /> Save
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden /> Copy
        </Button>
        {confirmingDelete ? (
          <span
            className="flex flex-wrap items-center gap-2"
            role="group"
            aria-label="Confirm delete"
          >
            <span className="text-sm">Delete this letter?</span>
            <Button
              type="button"
              variant="destructive"
              size="sm"
              onClick={() => void destroy()}
              disabled={remove.isPending}
            >
              Delete
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setConfirmingDelete(false)}
            >
              Keep
            </Button>
          </span>
        ) : (
          <Button type="button" variant="ghost" onClick={() => setConfirmingDelete(true)}>
            <Trash2 aria-hidden /> Delete
          </Button>
        )}
        <span className="ml-auto text-xs text-muted-foreground" aria-live="polite">
          {dirty ? "Unsaved changes" : "Saved"}
        </span>
      </div>
      <details className="rounded-lg border p-3 text-sm">
        <summary className="cursor-pointer font-medium">The job post</summary>
        <p className="mt-2 whitespace-pre-wrap text-muted-foreground">{letter.jobPost}</p>
      </details>
    </form>
  );
}
