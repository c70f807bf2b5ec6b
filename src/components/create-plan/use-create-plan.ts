"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { CREATE_PLAN_TEXT } from "@/lib/error-catalogue";
import type { CreatePlanInput } from "@/lib/plans/plan-schemas";
import { useTRPC } from "@/trpc/react";
import { issuesFromApiError, type FormIssues } from "./form-issues";

/**
 * Creates a plan and opens it: a toast says it was created, the plan lists are refreshed, and
 * the browser goes to /plan/{id}. `pending` stays on until the page changes, so a second click
 * cannot create the plan twice.
 */
export function useCreatePlan(
  onRefused: (failure: { issues: FormIssues; message: string }) => void,
) {
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
