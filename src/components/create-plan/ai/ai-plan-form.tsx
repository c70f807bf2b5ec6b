"use client";

import { Sparkles } from "lucide-react";
import Link from "next/link";
import { AttachmentPicker, type UploadedAttachment } from "@/components/ai/attachment-picker";
import { PendingButton } from "@/components/settings/pending-button";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Field, FormField } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import { AI_MESSAGE_MAX_LENGTH } from "@/lib/ai/ai-rules";
import { BRIEF_FIELD_MAX_LENGTH } from "@/lib/ai/plan-writing-schemas";
import { AI_TEXT } from "@/lib/errors/ai";
import type { FormIssues } from "../form-issues";
import { useHydrated } from "../use-hydrated";
import { ModelChoice } from "./model-choice";
import { useAiModels, useCostEstimate } from "./use-ai-models";

/** The brief's optional one-line fields, shown side by side under the brief. */
const OPTIONAL_BRIEF_FIELDS = [
  { name: "audience", label: "Audience", placeholder: "Local customers" },
  { name: "budget", label: "Budget", placeholder: "$8,000" },
  { name: "timeline", label: "Timeline", placeholder: "10 weeks" },
] as const;

export interface AiPlanFormValues {
  brief: string;
  audience: string;
  budget: string;
  timeline: string;
  attachments: UploadedAttachment[];
  modelId: string;
}

export const EMPTY_AI_PLAN_FORM: AiPlanFormValues = {
  brief: "",
  audience: "",
  budget: "",
  timeline: "",
  attachments: [],
  modelId: "",
};

const BRIEF_DROP_TARGET_ID = "ai-plan-brief-drop";

/** The brief, its optional answers, attachments, the model and what it may cost. */
export function AiPlanForm({
  values,
  onChange,
  issues,
  formError,
  pending,
  onSubmit,
}: {
  values: AiPlanFormValues;
  onChange(next: AiPlanFormValues): void;
  issues: FormIssues;
  formError: string | null;
  pending: boolean;
  onSubmit(event: React.FormEvent<HTMLFormElement>, modelId: string): void;
}) {
  const hydrated = useHydrated();
  const models = useAiModels();
  const modelId = values.modelId || models.defaultModelId;
  const estimate = useCostEstimate({
    modelId,
    promptChars:
      values.brief.length + values.audience.length + values.budget.length + values.timeline.length,
  });
  const set = (patch: Partial<AiPlanFormValues>) => onChange({ ...values, ...patch });

  return (
    <Card>
      <CardContent className="pt-6">
        <form className="grid gap-6" noValidate onSubmit={(event) => onSubmit(event, modelId)}>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div id={BRIEF_DROP_TARGET_ID} className="grid gap-3">
            <Field
              label="Describe your project"
              errors={issues.brief ? [issues.brief] : null}
              description="What it is, who it is for, what it must include. Drop or paste files to attach them."
            >
              {(control) => (
                <Textarea
                  {...control}
                  name="brief"
                  required
                  autoFocus
                  rows={7}
                  value={values.brief}
                  maxLength={AI_MESSAGE_MAX_LENGTH}
                  readOnly={pending}
                  placeholder="A new website for Rosie's Bakery: online orders, a menu that staff can update, and a gallery. Launch before the summer season."
                  onChange={(event) => set({ brief: event.target.value })}
                />
              )}
            </Field>
            <AttachmentPicker
              value={values.attachments}
              onChange={(attachments) => set({ attachments })}
              dropTargetId={BRIEF_DROP_TARGET_ID}
              disabled={pending}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {OPTIONAL_BRIEF_FIELDS.map(({ name, label, placeholder }) => (
              <FormField
                key={name}
                label={label}
                name={name}
                value={values[name]}
                maxLength={BRIEF_FIELD_MAX_LENGTH}
                readOnly={pending}
                placeholder={placeholder}
                description="Optional"
                errors={issues[name] ? [issues[name]] : null}
                onChange={(event) => set({ [name]: event.target.value })}
              />
            ))}
          </div>
          <ModelChoice
            models={models.models}
            value={modelId}
            onChange={(next) => set({ modelId: next })}
            disabled={pending}
            description={
              <span data-testid="cost-estimate">
                {estimate === null ? "Working out the cost…" : AI_TEXT.costEstimate(estimate)}
              </span>
            }
          />
          <div className="flex flex-col-reverse gap-2 border-t pt-6 sm:flex-row sm:justify-end">
            <Button asChild variant="ghost">
              <Link href="/create-plan">Cancel</Link>
            </Button>
            <PendingButton type="submit" pending={pending} disabled={!hydrated || !modelId}>
              <Sparkles aria-hidden /> Generate plan
            </PendingButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
