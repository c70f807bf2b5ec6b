"use client";

import { RotateCcw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PendingButton } from "@/components/settings/pending-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { CREATE_PLAN_TEXT } from "@/lib/errors/plans";
import {
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  SECTION_KIND_TITLES,
} from "@/lib/plans/plan-rules";
import { useCreatePlanForm } from "../use-create-plan";
import {
  moveSection,
  toCreateInput,
  withKind,
  type DraftPreview,
  type DraftSection,
} from "./preview-draft";
import { PreviewSectionRow } from "./preview-section-row";

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? "" : "s"}`;

/** The preview of an import, to adjust before the plan is created. Nothing is saved before. */
export function ImportPreviewEditor({
  initial,
  from,
  onStartOver,
}: {
  initial: DraftPreview;
  /** Where the content came from: a file name, or "your text". */
  from: string;
  onStartOver: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const { issues, formError, pending, submit } = useCreatePlanForm();

  const setSections = (update: (sections: DraftSection[]) => DraftSection[]) =>
    setDraft((current) => ({ ...current, sections: update(current.sections) }));
  const updateSection = (key: string, update: (section: DraftSection) => DraftSection) =>
    setSections((sections) => sections.map((s) => (s.key === key ? update(s) : s)));

  function remove(index: number) {
    const removed = draft.sections[index]!;
    setSections((sections) => sections.filter((s) => s.key !== removed.key));
    toast(
      CREATE_PLAN_TEXT.sectionRemoved(removed.title.trim() || SECTION_KIND_TITLES[removed.kind]),
      {
        action: {
          label: "Undo",
          onClick: () =>
            setSections((sections) => [
              ...sections.slice(0, index),
              removed,
              ...sections.slice(index),
            ]),
        },
      },
    );
  }

  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(event) => submit(event, toCreateInput(draft))}
    >
      <Alert tone="success">
        We found {plural(draft.sections.length, "section")} in {from}. Check them, then create the
        plan — nothing is saved until you do.
      </Alert>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <Card>
        <CardHeader>
          <CardTitle>Plan details</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-5">
          <FormField
            label="Title"
            name="title"
            required
            value={draft.title}
            maxLength={PLAN_TITLE_MAX_LENGTH}
            errors={issues.title ? [issues.title] : null}
            readOnly={pending}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <Field
            label="Short description"
            errors={issues.summary ? [issues.summary] : null}
            description="Optional. Taken from the text before the first heading, when it is short."
          >
            {(control) => (
              <Textarea
                {...control}
                name="summary"
                rows={3}
                value={draft.summary}
                maxLength={PLAN_SUMMARY_MAX_LENGTH}
                readOnly={pending}
                onChange={(event) => setDraft({ ...draft, summary: event.target.value })}
              />
            )}
          </Field>
        </CardContent>
      </Card>
      <section aria-labelledby="preview-sections-heading" className="grid gap-3">
        <div>
          <h2 id="preview-sections-heading" className="text-lg font-semibold">
            Sections
          </h2>
          <CardDescription>
            Rename them, change their type, put them in order or remove the ones you do not need.
            Their text is kept as it is.
          </CardDescription>
        </div>
        {issues.sections ? <Alert tone="error">{issues.sections}</Alert> : null}
        {draft.sections.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
            No sections left. The plan will start empty; you can add sections in the editor.
          </p>
        ) : (
          <ol className="grid gap-3">
            {draft.sections.map((section, index) => (
              <PreviewSectionRow
                key={section.key}
                section={section}
                index={index}
                count={draft.sections.length}
                error={issues[`sections.${index}.title`] ?? issues[`sections.${index}.body`]}
                disabled={pending}
                onRename={(title) => updateSection(section.key, (s) => ({ ...s, title }))}
                onKind={(kind) => updateSection(section.key, (s) => withKind(s, kind))}
                onMove={(offset) => setSections((sections) => moveSection(sections, index, offset))}
                onRemove={() => remove(index)}
              />
            ))}
          </ol>
        )}
      </section>
      <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onStartOver} disabled={pending}>
          <RotateCcw aria-hidden /> Start over
        </Button>
        <PendingButton type="submit" pending={pending}>
          Create plan
        </PendingButton>
      </div>
    </form>
  );
}
