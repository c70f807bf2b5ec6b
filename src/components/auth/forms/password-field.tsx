"use client";

import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Field, splitFieldProps, type FormFieldProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

export type PasswordFieldProps = Omit<FormFieldProps, "type">;

/**
 * A password input with a show/hide toggle, in the same Field frame as FormField (label,
 * description and error tied to the input).
 */
export function PasswordField(props: PasswordFieldProps) {
  const [field, input] = splitFieldProps(props);
  const [visible, setVisible] = useState(false);
  const toggleLabel = `Show ${field.label.toLowerCase()}`;

  return (
    <Field {...field}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            type={visible ? "text" : "password"}
            className="pr-11"
            spellCheck={false}
            autoCapitalize="none"
            {...input}
          />
          <button
            type="button"
            aria-label={toggleLabel}
            aria-pressed={visible}
            aria-controls={control.id}
            title={visible ? "Hide" : "Show"}
            onClick={() => setVisible((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground transition-colors outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {visible ? (
              <EyeOff className="size-4" aria-hidden />
            ) : (
              <Eye className="size-4" aria-hidden />
            )}
          </button>
        </div>
      )}
    </Field>
  );
}
