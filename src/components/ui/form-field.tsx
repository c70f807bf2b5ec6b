"use client";

import { useId } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";
import { Label } from "./label";

export interface FormFieldProps extends React.ComponentProps<"input"> {
  label: string;
  /** Field errors to show under the input (the first one is shown). */
  errors?: readonly string[] | null;
  description?: React.ReactNode;
  /** Something to show at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: React.ReactNode;
}

/** A labelled input whose description and error are tied to it for screen readers. */
export function FormField({
  label,
  errors,
  description,
  labelAside,
  className,
  id,
  ...props
}: FormFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const error = errors?.[0];
  const describedBy = [
    description ? `${inputId}-description` : null,
    error ? `${inputId}-error` : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...props}
      />
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
