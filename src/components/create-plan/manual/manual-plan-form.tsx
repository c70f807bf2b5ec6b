"use client";

import Link from "next/link";
import { useState } from "react";
import { PendingButton } from "@/components/settings/pending-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { DEFAULT_SECTION_KINDS, sectionChoicesInOrder } from "@/lib/plans/customization-rules";
import {
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  SECTION_KIND_TITLES,
  type SectionKind,
} from "@/lib/plans/plan-rules";
import { CreatePlanFrame } from "../create-plan-frame";
import { useCreatePlanForm } from "../use-create-plan";
import { useHydrated } from "../use-hydrated";
import { CustomSections, type CustomSection } from "./custom-sections";
import { SectionChecklist } from "./section-checklist";
import { useDefaultSections } from "./use-default-sections";

/**
 * The chosen kinds in the order the user set in plan customization (kinds they did not list
 * follow in the usual order), with their own sections before "Next steps".
 */
function sectionsInOrder(
  kinds: readonly SectionKind[],
  preferredOrder: readonly SectionKind[],
  custom: readonly CustomSection[],
) {
  const order = sectionChoicesInOrder(preferredOrder);
  const ordered = order.filter((kind) => kinds.includes(kind));
  const own = custom.map((section) => ({ kind: "custom" as const, title: section.title }));
  const beforeNextSteps = ordered.filter((kind) => kind !== "next_steps").map((kind) => ({ kind }));
  const last = ordered.includes("next_steps") ? [{ kind: "next_steps" as const }] : [];
  return [...beforeNextSteps, ...own, ...last];
}

/** /create-plan/manual: a title, a short description and the sections to start with. */
export function ManualPlanForm() {
  const hydrated = useHydrated();
  const defaults = useDefaultSections();
  const [title, setTitle] = useState("");
  const [summary, setSummary] = useState("");
  // null until the user changes the checklist: the defaults apply until then.
  const [chosen, setChosen] = useState<SectionKind[] | null>(null);
  const [custom, setCustom] = useState<CustomSection[]>([]);
  const { issues, setIssues, formError, pending, submit } = useCreatePlanForm();
  const kinds = chosen ?? defaults;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    submit(event, {
      title,
      summary,
      source: "manual",
      sections: sectionsInOrder(kinds ?? [], defaults ?? [], custom),
    });
  }

  return (
    <CreatePlanFrame
      title="Start from scratch"
      description="Name your plan and choose its first sections. You will write the content in the editor."
    >
      <Card>
        <CardContent className="pt-6">
          <form className="grid gap-6" noValidate onSubmit={onSubmit}>
            {formError ? <Alert tone="error">{formError}</Alert> : null}
            <FormField
              label="Title"
              name="title"
              required
              autoFocus
              value={title}
              maxLength={PLAN_TITLE_MAX_LENGTH}
              placeholder="Website redesign for Rosie's Bakery"
              errors={issues.title ? [issues.title] : null}
              readOnly={pending}
              onChange={(event) => {
                setTitle(event.target.value);
                setIssues(({ title: _, ...rest }) => rest);
              }}
            />
            <Field
              label="Short description"
              errors={issues.summary ? [issues.summary] : null}
              description="Optional. One or two sentences about the project; shown with the plan in your lists."
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="summary"
                  rows={3}
                  value={summary}
                  maxLength={PLAN_SUMMARY_MAX_LENGTH}
                  readOnly={pending}
                  onChange={(event) => setSummary(event.target.value)}
                />
              )}
            </Field>
            <SectionChecklist
              order={sectionChoicesInOrder(defaults ?? DEFAULT_SECTION_KINDS)}
              chosen={kinds}
              onChange={(next) => {
                setChosen(next);
                setIssues(({ sections: _, ...rest }) => rest);
              }}
              disabled={pending}
            />
            <CustomSections
              sections={custom}
              takenNames={(kinds ?? []).map((kind) => SECTION_KIND_TITLES[kind])}
              onChange={(next) => {
                setCustom(next);
                setIssues(({ sections: _, ...rest }) => rest);
              }}
              disabled={pending}
            />
            {issues.sections ? <Alert tone="error">{issues.sections}</Alert> : null}
            <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
              <Button asChild variant="ghost">
                <Link href="/create-plan">Cancel</Link>
              </Button>
              <PendingButton type="submit" pending={pending} disabled={!hydrated || kinds === null}>
                Create plan
              </PendingButton>
            </div>
          </form>
        </CardContent>
      </Card>
    </CreatePlanFrame>
  );
}
