"use client";
/**
 * The model a cover letter is written with, from the models this server offers (ai.models; the
 * offline planner is always among them), and what the letter can cost at most with it
 * (ai.estimate — the same figure the credits hold reserves).
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { Field } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { AI_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";

export function CoverLetterModelField({
  value,
  onChange,
  promptChars,
  maxOutputTokens,
}: {
  value: string | null;
  onChange: (modelId: string) => void;
  promptChars: number;
  maxOutputTokens: number;
}) {
  const trpc = useTRPC();
  const models = useQuery(trpc.ai.models.queryOptions(undefined, { staleTime: 60_000 }));
  const defaultModelId = models.data?.defaultModelId ?? null;
  useEffect(() => {
    if (value === null && defaultModelId) onChange(defaultModelId);
  }, [value, defaultModelId, onChange]);
  const estimate = useQuery(
    trpc.ai.estimate.queryOptions(
      { modelId: value ?? "", promptChars, maxOutputTokens },
      { enabled: value !== null, placeholderData: keepPreviousData },
    ),
  );
  const cost = estimate.data ? AI_TEXT.costEstimate(estimate.data.credits) : "…";
  return (
    <Field label="Model" description={<span data-testid="cover-letter-cost">Cost: {cost}</span>}>
      {(control) => (
        <NativeSelect
          {...control}
          name="modelId"
          value={value ?? ""}
          disabled={!models.data}
          onChange={(event) => onChange(event.target.value)}
        >
          {(models.data?.models ?? []).map((model) => (
            <option key={model.id} value={model.id}>
              {model.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
