"use client";

import { useId, useState } from "react";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";

export interface PasswordFieldProps extends Omit<React.ComponentProps<"input">, "type"> {
  label: string;
  errors?: readonly string[] | null;
  description?: React.ReactNode;
  /** Something at the end of the label row ("Forgot password?"). */
  labelAside?: React.ReactNode;
}

/**
 * A password input with a show/hide toggle. Label, description and error are tied to the input
 * the same way FormField does it (aria-describedby, aria-invalid).
 */
export function PasswordField({
  label,
  errors,
  description,
  labelAside,
  className,
  id,
  ...props
}: PasswordFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const error = errors?.[0];
  const describedBy = [
    description && !error ? `${inputId}-description` : null,
    error ? `${inputId}-error` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const toggleLabel = `Show ${label.toLowerCase()}`;

  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <div className="relative">
        <Input
          id={inputId}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className="pr-11"
          spellCheck={false}
          autoCapitalize="none"
          {...props}
        />
        <button
          type="button"
          aria-label={toggleLabel}
          aria-pressed={visible}
          aria-controls={inputId}
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
      {description && !error ? (
        <p id={`${inputId}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
