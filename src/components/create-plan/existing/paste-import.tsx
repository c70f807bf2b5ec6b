"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { PendingButton } from "@/components/settings/pending-button";
import { Alert } from "@/components/ui/alert";
import { Field } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { IMPORT_TEXT } from "@/lib/errors/plans";
import { IMPORT_PASTE_MAX_LENGTH, parseTextInput } from "@/lib/plans/import-rules";
import type { ImportPreview } from "@/lib/plans/markdown-sections";
import { useTRPC } from "@/trpc/react";
import { issuesFromApiError } from "../form-issues";
import { useHydrated } from "../use-hydrated";

const PLACEHOLDER = `# Website redesign

A new site for Rosie's Bakery.

## Goals
- Take orders online

## Timeline
Four weeks from kickoff.`;

/** "Paste text": Markdown or plain text, read on the server into a preview. */
export function PasteImport({
  text,
  onTextChange,
  onPreview,
}: {
  /** Kept by the page, so it survives switching tabs and starting over. */
  text: string;
  onTextChange: (text: string) => void;
  onPreview: (preview: ImportPreview, from: string) => void;
}) {
  const trpc = useTRPC();
  const hydrated = useHydrated();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const parse = useMutation(trpc.planImport.parseText.mutationOptions());

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = parseTextInput.safeParse({ text });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? IMPORT_TEXT.nothingPasted);
      return;
    }
    parse.mutate(parsed.data, {
      onSuccess: (preview) => onPreview(preview, "your text"),
      onError: (error) => {
        const { issues, message } = issuesFromApiError(error);
        if (issues.text) setFieldError(issues.text);
        else setFormError(message ?? IMPORT_TEXT.readFailed);
      },
    });
  }

  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit}>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Field
        label="Your plan's text"
        errors={fieldError ? [fieldError] : null}
        description="Markdown headings (## Goals) or short lines on their own, such as GOALS or 1. Scope, start new sections."
      >
        {(control) => (
          <Textarea
            {...control}
            name="text"
            rows={14}
            value={text}
            maxLength={IMPORT_PASTE_MAX_LENGTH}
            placeholder={PLACEHOLDER}
            readOnly={parse.isPending}
            className="font-mono text-[13px] leading-relaxed"
            onChange={(event) => {
              onTextChange(event.target.value);
              setFieldError(null);
            }}
          />
        )}
      </Field>
      <div>
        <PendingButton type="submit" pending={parse.isPending} disabled={!hydrated}>
          {parse.isPending ? "Reading…" : "Read text"}
        </PendingButton>
      </div>
    </form>
  );
}
