"use client";

import { NativeSelect } from "@/components/ui/native-select";
import { Field } from "@/components/ui/form-field";
import type { AiModelInfo } from "@/lib/ai/models";

/** The model picker of the AI forms: only the ids the server offers. */
export function ModelChoice({
  models,
  value,
  onChange,
  disabled,
  description,
  label = "Model",
}: {
  models: readonly AiModelInfo[];
  value: string;
  onChange(modelId: string): void;
  disabled?: boolean;
  description?: React.ReactNode;
  label?: string;
}) {
  return (
    <Field label={label} description={description}>
      {(control) => (
        <NativeSelect
          {...control}
          name="modelId"
          value={value}
          disabled={disabled || models.length === 0}
          onChange={(event) => onChange(event.target.value)}
        >
          {models.map((model) => (
            <option key={model.id} value={model.id}>
              {model.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
