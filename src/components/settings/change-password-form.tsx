"use client";

import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { PasswordStrengthMeter } from "@/components/auth/forms/password-strength-meter";
import { usePasswordStrength } from "@/components/auth/forms/use-password-strength";
import { FormField } from "@/components/ui/form-field";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, updatePasswordInput } from "@/lib/auth/schemas";
import { AUTH_TEXT, SETTINGS_TEXT } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { useTRPC } from "@/trpc/react";
import { firstFieldError, readApiError } from "./api-error";
import { PendingButton } from "./pending-button";
import { SettingsCard, SettingsForm } from "./settings-card";

type Field = "currentPassword" | "password" | "confirm";
type FieldErrors = Partial<Record<Field, string>>;

const EMPTY = { currentPassword: "", password: "", confirm: "" } satisfies Record<Field, string>;

/** Checks the form with the server's own rules, plus the confirmation. */
function validate(values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = updatePasswordInput.required().safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issue.message;
    }
  }
  if (!errors.password && values.confirm !== values.password) {
    errors.confirm = AUTH_TEXT.passwordsDoNotMatch;
  }
  return errors;
}

/**
 * /settings/security: change the password, after proving the current one (always asked here; the
 * server takes `{ password }` alone only from a session signed in minutes ago). An account made
 * with GitHub or Google has no current password: it sets one through the reset link.
 */
export function ChangePasswordForm() {
  const trpc = useTRPC();
  const { user, profile } = useAuthSession();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const update = useMutation(trpc.auth.updatePassword.mutationOptions());
  const formRef = useRef<HTMLFormElement>(null);
  const strength = usePasswordStrength(values.password, {
    email: user?.email,
    name: user?.name,
    username: profile?.username,
  });

  function focusField(field: Field) {
    formRef.current?.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    setFormError(null);
    const found = validate(values);
    if (!found.password) {
      const rating = await strength.check(values.password);
      if (rating?.problem) found.password = rating.problem;
    }
    setErrors(found);
    const firstInvalid = (["currentPassword", "password", "confirm"] as const).find(
      (field) => found[field],
    );
    if (firstInvalid) return focusField(firstInvalid);
    update.mutate(
      { currentPassword: values.currentPassword, password: values.password },
      {
        onSuccess: () => {
          setValues(EMPTY);
          setErrors({});
          toast.success(SETTINGS_TEXT.passwordChanged);
        },
        onError: (error) => {
          const info = readApiError(error);
          const fieldErrors: FieldErrors = {
            currentPassword: firstFieldError(info, "currentPassword") ?? undefined,
            password: firstFieldError(info, "password") ?? undefined,
          };
          if (info.appCode === ERROR_CODES.wrongPassword && !fieldErrors.currentPassword) {
            fieldErrors.currentPassword = info.message ?? undefined;
          }
          if (fieldErrors.currentPassword || fieldErrors.password) {
            setErrors(fieldErrors);
            focusField(fieldErrors.currentPassword ? "currentPassword" : "password");
          } else {
            setFormError(info.message ?? SETTINGS_TEXT.passwordChangeFailed);
          }
        },
      },
    );
  }

  function field(name: Field) {
    return {
      name,
      type: "password",
      value: values[name],
      readOnly: update.isPending,
      errors: errors[name] ? [errors[name]] : null,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setValues((previous) => ({ ...previous, [name]: event.target.value }));
        setErrors((previous) => ({ ...previous, [name]: undefined }));
      },
    };
  }

  return (
    <SettingsCard
      title="Change password"
      description="Changing your password signs you out on every other device."
    >
      <SettingsForm ref={formRef} onSubmit={onSubmit} error={formError}>
        <FormField
          label="Current password"
          autoComplete="current-password"
          description={
            <>
              {SETTINGS_TEXT.noPasswordYet}{" "}
              <Link href="/auth/reset-password" className="underline underline-offset-4">
                {SETTINGS_TEXT.setPasswordByEmail}
              </Link>
            </>
          }
          {...field("currentPassword")}
        />
        <FormField
          label="New password"
          autoComplete="new-password"
          description={AUTH_TEXT.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)}
          {...field("password")}
        />
        <PasswordStrengthMeter rating={strength.rating} loading={strength.loading} />
        <FormField label="Confirm new password" autoComplete="new-password" {...field("confirm")} />
        <div>
          <PendingButton type="submit" pending={update.isPending}>
            Change password
          </PendingButton>
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
