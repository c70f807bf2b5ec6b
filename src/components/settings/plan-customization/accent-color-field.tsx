"use client";

import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ACCENT_COLOR_PATTERN, DEFAULT_ACCENT_COLOR } from "@/lib/plans/customization-rules";
import { errorsOf } from "./use-plan-customization";

/**
 * The accent colour as `#rrggbb` text, with the system colour picker beside it. The text is what
 * gets saved (and checked); the picker shows it whenever it is a valid colour.
 */
export function AccentColorField({
  value,
  error,
  disabled,
  onChange,
  onBlur,
}: {
  value: string;
  error: string | undefined;
  disabled: boolean;
  onChange(value: string): void;
  onBlur(): void;
}) {
  const trimmed = value.trim();
  const pickerValue = ACCENT_COLOR_PATTERN.test(trimmed)
    ? trimmed.toLowerCase()
    : DEFAULT_ACCENT_COLOR;
  return (
    <Field
      label="Accent colour"
      errors={errorsOf(error)}
      description="Used for headings and buttons on your published plans. Leave empty for Plansmith's colour."
    >
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label="Pick the accent colour"
            value={pickerValue}
            disabled={disabled}
            onChange={(event) => onChange(event.target.value)}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 [&::-moz-color-swatch]:rounded-sm [&::-moz-color-swatch]:border-0 [&::-webkit-color-swatch]:rounded-sm [&::-webkit-color-swatch]:border-0 [&::-webkit-color-swatch-wrapper]:p-0"
          />
          <Input
            {...control}
            name="accentColor"
            value={value}
            placeholder={DEFAULT_ACCENT_COLOR}
            maxLength={9}
            spellCheck={false}
            autoComplete="off"
            autoCapitalize="off"
            readOnly={disabled}
            className="w-32 font-mono"
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
        </div>
      )}
    </Field>
  );
}
