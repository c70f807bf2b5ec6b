"use client";

import { useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { CircleCheck, KeyRound, LogIn, Send } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { AuthCard, AuthFooterLink, CheckInboxCard } from "@/components/auth/forms/auth-card";
import { EmailRequestForm } from "@/components/auth/forms/email-request-form";
import {
  describeFailure,
  clientFieldErrors,
  hasFieldErrors,
  type FieldErrors,
} from "@/components/auth/forms/form-errors";
import { PasswordField } from "@/components/auth/forms/password-field";
import { PasswordStrengthMeter } from "@/components/auth/forms/password-strength-meter";
import { SubmitButton } from "@/components/auth/forms/submit-button";
import { useFieldErrors } from "@/components/auth/forms/use-field-errors";
import { usePasswordStrength } from "@/components/auth/forms/use-password-strength";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, resetPasswordInput } from "@/lib/auth/schemas";
import { ACCOUNT_ERRORS, AUTH_TEXT } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { useTRPC } from "@/trpc/react";

const FIELD_ORDER = ["password", "confirmPassword"] as const;

const backToSignIn = (
  <AuthFooterLink prompt="Remembered it?" href="/auth/login">
    Back to sign in
  </AuthFooterLink>
);

/**
 * Password reset. Without a token: ask for the address and mail a link. With ?token= (where the
 * link lands): set the new password. With ?error= (an expired or used link): say so and offer a
 * new link.
 */
export function ResetPasswordView() {
  const searchParams = useSearchParams();
  const token = searchParams.get("token");
  const error = searchParams.get("error");
  const [tokenExpired, setTokenExpired] = useState(false);

  if (token && !error && !tokenExpired) {
    return <NewPasswordForm token={token} onExpired={() => setTokenExpired(true)} />;
  }
  return <RequestResetLink expired={!!error || tokenExpired} />;
}

function RequestResetLink({ expired }: { expired: boolean }) {
  const trpc = useTRPC();
  const requestReset = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  const [sentTo, setSentTo] = useState<string | null>(null);

  if (sentTo) {
    return (
      <CheckInboxCard footer={backToSignIn}>
        <Button type="button" variant="outline" size="lg" onClick={() => setSentTo(null)}>
          Use a different email
        </Button>
      </CheckInboxCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to choose a new password."
      icon={<KeyRound />}
      footer={backToSignIn}
    >
      {expired ? <Alert tone="error">{ACCOUNT_ERRORS.resetLinkExpired}</Alert> : null}
      <EmailRequestForm
        actions={[
          {
            id: "reset",
            label: "Send reset link",
            pendingText: "Sending link…",
            icon: <Send aria-hidden />,
            run: async (email) => {
              await requestReset.mutateAsync({ email });
              setSentTo(email);
            },
          },
        ]}
      />
    </AuthCard>
  );
}

function NewPasswordForm({ token, onExpired }: { token: string; onExpired: () => void }) {
  const trpc = useTRPC();
  const resetPassword = useMutation(trpc.auth.resetPassword.mutationOptions());
  const { formRef, fieldErrors, showFieldErrors, clearFieldErrors } = useFieldErrors(FIELD_ORDER);
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  // The page knows only the token; the server also checks the password against the account.
  const strength = usePasswordStrength(password, {});

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resetPassword.isPending) return;
    setFormError(null);
    const parsed = resetPasswordInput.safeParse({ token, password });
    const errors: FieldErrors = parsed.success ? {} : clientFieldErrors(parsed.error);
    if (!errors.password) {
      const rating = await strength.check(password);
      if (rating?.problem) errors.password = [rating.problem];
    }
    if (confirmPassword !== password) errors.confirmPassword = [AUTH_TEXT.passwordsDoNotMatch];
    if (!parsed.success || hasFieldErrors(errors)) {
      showFieldErrors(errors);
      return;
    }
    clearFieldErrors();
    try {
      await resetPassword.mutateAsync(parsed.data);
      setDone(true);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.appCode === ERROR_CODES.linkExpired) onExpired();
      else if (hasFieldErrors(failure.fieldErrors)) showFieldErrors(failure.fieldErrors);
      else setFormError(failure.message);
    }
  }

  if (done) {
    return (
      <AuthCard
        title="Password changed"
        description={AUTH_TEXT.passwordResetDone}
        icon={<CircleCheck />}
        focusTitle
      >
        <Button asChild size="lg">
          <Link href="/auth/login">
            <LogIn aria-hidden />
            Sign in
          </Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="Your other sessions will be signed out."
      icon={<KeyRound />}
      footer={backToSignIn}
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={fieldErrors.password}
          description={AUTH_TEXT.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)}
        />
        <PasswordStrengthMeter rating={strength.rating} loading={strength.loading} />
        <PasswordField
          label="Confirm password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          errors={fieldErrors.confirmPassword}
        />
        <SubmitButton
          pending={resetPassword.isPending}
          pendingText="Saving password…"
          className="mt-1"
        >
          Set new password
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
