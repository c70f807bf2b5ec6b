"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useState } from "react";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { startPlanInput } from "@/lib/ai/plan-writing-schemas";
import { useTRPC } from "@/trpc/react";
import { CreatePlanFrame } from "../create-plan-frame";
import {
  focusFirstInvalid,
  issuesByPath,
  issuesFromApiError,
  type FormIssues,
} from "../form-issues";
import { AiPlanForm, EMPTY_AI_PLAN_FORM, type AiPlanFormValues } from "./ai-plan-form";
import { PlanGeneration } from "./plan-generation";

/** The query parameter that keeps a running generation across a reload. */
export const GENERATION_PARAM = "generation";

/**
 * /create-plan/new: the brief form, then the plan being written. The generation's id goes into
 * the URL (?generation=…), so a reload or a reopened tab follows the same generation.
 */
export function AiPlanWriter() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const pathname = usePathname();
  const generationId = useSearchParams().get(GENERATION_PARAM);
  const [values, setValues] = useState<AiPlanFormValues>(EMPTY_AI_PLAN_FORM);
  const [issues, setIssues] = useState<FormIssues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const start = useMutation(trpc.aiPlan.startPlan.mutationOptions());

  function onSubmit(event: React.FormEvent<HTMLFormElement>, modelId: string) {
    event.preventDefault();
    setFormError(null);
    const parsed = startPlanInput.safeParse({
      brief: values.brief,
      audience: values.audience || undefined,
      budget: values.budget || undefined,
      timeline: values.timeline || undefined,
      attachmentIds: values.attachments.map((attachment) => attachment.id),
      modelId,
    });
    if (!parsed.success) {
      setIssues(issuesByPath(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setIssues({});
    start.mutate(parsed.data, {
      onSuccess: ({ generationId: id }) => {
        // The balance shown in the header now has a hold on it.
        void queryClient.invalidateQueries({ queryKey: trpc.credits.pathKey() });
        router.replace(`${pathname}?${GENERATION_PARAM}=${encodeURIComponent(id)}`);
      },
      onError: (error) => {
        // The low-balance dialog opens by itself for a 402 (see insufficient-credits-signal).
        if (insufficientCreditsDetailsOf(error)) return;
        const refused = issuesFromApiError(error);
        setIssues(refused.issues);
        if (Object.keys(refused.issues).length === 0) setFormError(refused.message);
      },
    });
  }

  return (
    <CreatePlanFrame
      title="Generate a plan with AI"
      description="Describe your project and watch the whole plan being written, section by section."
    >
      {generationId ? (
        <PlanGeneration
          key={generationId}
          generationId={generationId}
          onStartOver={() => {
            start.reset();
            router.replace(pathname);
          }}
        />
      ) : (
        <AiPlanForm
          values={values}
          onChange={setValues}
          issues={issues}
          formError={formError}
          pending={start.isPending || start.isSuccess}
          onSubmit={onSubmit}
        />
      )}
    </CreatePlanFrame>
  );
}
