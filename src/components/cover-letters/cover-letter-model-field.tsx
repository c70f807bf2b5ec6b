"use client";
/**
 * The model a cover letter is written with. Until the generation runner's `ai.models` and
 * `ai.estimate` are on this branch it offers the offline planner only (always present, free).
 */
import { useEffect } from "react";
import { Field } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { OFFLINE_MODEL_ID, OFFLINE_MODEL_LABEL } from "@/lib/ai/models";
import { AI_TEXT } from "@/lib/error-catalogue";

export function CoverLetterModelField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (modelId: string) => void;
}) {
  useEffect(() => {
    if (value === null) onChange(OFFLINE_MODEL_ID);
  }, [value, onChange]);
  return (
    <Field label="Model" description={AI_TEXT.costEstimate(0)}>
      {(control) => (
        <NativeSelect
          {...control}
          name="modelId"
          value={value ?? OFFLINE_MODEL_ID}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value={OFFLINE_MODEL_ID}>{OFFLINE_MODEL_LABEL}</option>
        </NativeSelect>
      )}
    </Field>
  );
}
