"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { CREATE_PLAN_TEXT } from "@/lib/errors/plans";
import { createPlanInput, type CreatePlanInput } from "@/lib/plans/plan-schemas";
import { useTRPC } from "@/trpc/react";
import {
  focusFirstInvalid,
  issuesByPath,
  issuesFromApiError,
  type FormIssues,
} from "./form-issues";

/**
 * The submit step of a "create plan" form (by hand, or from an imported document): the input
 * is checked with the API's own schema first — problems go to the fields, and the first one
 * gets the focus — and only a valid input is sent. The server's refusals land in the same
 * places: field problems in `issues`, anything else in `formError`.
 */
export function useCreatePlanForm() {
  const [issues, setIssues] = useState<FormIssues>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { create, pending } = useCreatePlan(({ issues: refused, message }) => {
    setIssues(refused);
    if (Object.keys(refused).length === 0) setFormError(message);
  });

  function submit(event: React.FormEvent<HTMLFormElement>, input: CreatePlanInput) {
    event.preventDefault();
    setFormError(null);
    const parsed = createPlanInput.safeParse(input);
    if (!parsed.success) {
      setIssues(issuesByPath(parsed.error));
      focusFirstInvalid(event.currentTarget);
      return;
    }
    setIssues({});
    create(parsed.data);
  }

  return { issues, setIssues, formError, pending, submit };
}

/**
 * Creates a plan and opens it: a toast says it was created, the plan lists are refreshed, and
 * the browser goes to /plan/{id}. `pending` stays on until the page changes, so a second click
 * cannot create the plan twice.
 */
function useCreatePlan(onRefused: (failure: { issues: FormIssues; message: string }) => void) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [opening, setOpening] = useState(false);
  const mutation = useMutation(trpc.plan.create.mutationOptions());

  function create(input: CreatePlanInput) {
    mutation.mutate(input, {
      onSuccess: (plan) => {
        setOpening(true);
        toast.success(CREATE_PLAN_TEXT.created(plan.title));
        void queryClient.invalidateQueries({ queryKey: trpc.plan.pathKey() });
        router.push(`/plan/${plan.id}`);
      },
      onError: (error) => {
        const { issues, message } = issuesFromApiError(error);
        onRefused({ issues, message: message ?? CREATE_PLAN_TEXT.createFailed });
      },
    });
  }

  return { create, pending: mutation.isPending || opening };
}
