"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { z } from "zod";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { PLAN_CUSTOMIZATION_TEXT } from "@/lib/errors/plans";
import {
  planCustomizationUpdateInput,
  type PlanCustomizationUpdate,
} from "@/lib/plans/customization-rules";
import { useTRPC } from "@/trpc/react";
import { readApiError } from "../api-error";

export type CustomizationField = keyof PlanCustomizationUpdate;
export type CustomizationFieldErrors = Partial<Record<CustomizationField, string>>;

/** The signed-in user's plan customization (the defaults until they save). */
export function usePlanCustomization() {
  const trpc = useTRPC();
  const { user } = useAuthSession();
  return useQuery({ ...trpc.planCustomization.get.queryOptions(), enabled: !!user });
}

function firstErrors(fieldErrors: Partial<Record<string, string[]>>): CustomizationFieldErrors {
  const errors: CustomizationFieldErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (messages?.[0]) errors[field as CustomizationField] = messages[0];
  }
  return errors;
}

/**
 * Saves one card's fields. They are checked first with the server's own rules, so most mistakes
 * are shown without a round trip; whatever the server still refuses comes back under the same
 * fields. The saved customization replaces the cached one, so every card sees it at once.
 */
export function useSavePlanCustomization(savedText: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(trpc.planCustomization.update.mutationOptions());
  const [fieldErrors, setFieldErrors] = useState<CustomizationFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  function save(changes: PlanCustomizationUpdate, extraErrors: CustomizationFieldErrors = {}) {
    setFormError(null);
    const checked = planCustomizationUpdateInput.safeParse(changes);
    const errors = {
      ...(checked.success ? {} : firstErrors(z.flattenError(checked.error).fieldErrors)),
      ...extraErrors,
    };
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    update.mutate(changes, {
      onSuccess: (saved) => {
        queryClient.setQueryData(trpc.planCustomization.get.queryKey(), saved);
        toast.success(savedText);
      },
      onError: (error) => {
        const fromServer = firstErrors(readApiError(error).fieldErrors);
        setFieldErrors(fromServer);
        if (Object.keys(fromServer).length === 0) setFormError(PLAN_CUSTOMIZATION_TEXT.saveFailed);
      },
    });
  }

  function clearFieldError(field: CustomizationField) {
    setFieldErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  return {
    save,
    pending: update.isPending,
    fieldErrors,
    formError,
    clearFieldError,
    setFieldError: (field: CustomizationField, message: string) =>
      setFieldErrors((errors) => ({ ...errors, [field]: message })),
  };
}

/** `[message]` for a field's `errors` prop, or null. */
export function errorsOf(message: string | undefined): string[] | null {
  return message ? [message] : null;
}
