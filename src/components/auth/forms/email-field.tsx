import { FormField, type FormFieldProps } from "@/components/ui/form-field";

export interface EmailFieldProps extends Omit<FormFieldProps, "label" | "name" | "type"> {
  label?: string;
}

/** The required "email" field of the auth forms: an address keyboard, no autocorrection. */
export function EmailField({ label = "Email", ...props }: EmailFieldProps) {
  return (
    <FormField
      label={label}
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      required
      {...props}
    />
  );
}
