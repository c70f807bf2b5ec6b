"use client";

import { useId } from "react";
import { cn } from "@/lib/cn";
import { Input } from "./input";
import { Label } from "./label";

/** The attributes that tie a control to its label, description and error. */
export interface FieldControlProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldProps {
  label: string;
  /** Field errors to show under the control (the first one is shown). */
  errors?: readonly string[] | null;
  /** A hint under the control, shown while there is no error. */
  description?: React.ReactNode;
  /** Something to show at the end of the label row (e.g. a "Forgot password?" link). */
  labelAside?: React.ReactNode;
  /** The control's id; a generated one when not given. */
  id?: string;
  className?: string;
  /** Renders the control, given the attributes that tie it to the label, description and error. */
  children: (control: FieldControlProps) => React.ReactNode;
}

/**
 * The frame of every form field: the label row, the control, then its description or its first
 * error, both tied to the control for screen readers (aria-describedby, aria-invalid).
 */
export function Field({
  label,
  errors,
  description,
  labelAside,
  id,
  className,
  children,
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const error = errors?.[0];
  const showDescription = !!description && !error;
  const describedBy = [
    showDescription ? `${inputId}-description` : null,
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
      {children({
        id: inputId,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {showDescription ? (
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

/** The Field frame's props, bar the control. */
export type FieldFrameProps = Omit<FieldProps, "children">;

export interface FormFieldProps
  extends FieldFrameProps, Omit<React.ComponentProps<"input">, "children"> {}

/** Splits a field's props into the Field frame's and the input's. */
export function splitFieldProps<P extends FieldFrameProps>({
  label,
  errors,
  description,
  labelAside,
  id,
  className,
  ...input
}: P): [FieldFrameProps, Omit<P, keyof FieldFrameProps>] {
  return [{ label, errors, description, labelAside, id, className }, input];
}

/** A labelled input whose description and error are tied to it for screen readers. */
export function FormField(props: FormFieldProps) {
  const [field, input] = splitFieldProps(props);
  return <Field {...field}>{(control) => <Input {...control} {...input} />}</Field>;
}
