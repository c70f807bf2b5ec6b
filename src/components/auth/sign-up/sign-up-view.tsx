"use client";

import { useState } from "react";
import Link from "next/link";
import { RotateCw } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { toast } from "sonner";
import {
  AuthCard,
  AuthFooterLink,
  CheckInboxCard,
  authLinkClass,
} from "@/components/auth/forms/auth-card";
import { EmailField } from "@/components/auth/forms/email-field";
import {
  clientFieldErrors,
  describeFailure,
  hasFieldErrors,
} from "@/components/auth/forms/form-errors";
import { PasswordField } from "@/components/auth/forms/password-field";
import { PasswordStrengthMeter } from "@/components/auth/forms/password-strength-meter";
import { SubmitButton } from "@/components/auth/forms/submit-button";
import { useFieldErrors } from "@/components/auth/forms/use-field-errors";
import { usePasswordStrength } from "@/components/auth/forms/use-password-strength";
import { useResendConfirmation } from "@/components/auth/forms/use-resend-confirmation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signUpInput } from "@/lib/auth/schemas";
import { AUTH_TEXT } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { useTRPC } from "@/trpc/react";

const FIELD_ORDER = ["full_name", "email", "password"] as const;

/** Sign-up: the form, then "check your inbox" with a way to send the link again. */
export function SignUpView() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Kept for "Use a different email": the form comes back as it was, bar the password.
  const [draft, setDraft] = useState({ full_name: "", email: "" });
  if (sentTo) return <ConfirmationSent email={sentTo} onChangeEmail={() => setSentTo(null)} />;
  return (
    <SignUpForm
      initial={draft}
      autoFocus={draft.email !== ""}
      onSignedUp={(email, values) => {
        setDraft(values);
        setSentTo(email);
      }}
    />
  );
}

interface Draft {
  full_name: string;
  email: string;
}

function SignUpForm({
  initial,
  autoFocus,
  onSignedUp,
}: {
  initial: Draft;
  autoFocus: boolean;
  onSignedUp: (email: string, draft: Draft) => void;
}) {
  const trpc = useTRPC();
  const signUp = useMutation(trpc.auth.signUp.mutationOptions());
  const { formRef, fieldErrors, showFieldErrors, clearFieldErrors } = useFieldErrors(FIELD_ORDER);
  const [values, setValues] = useState({ ...initial, password: "" });
  const [formError, setFormError] = useState<string | null>(null);
  const strength = usePasswordStrength(values.password, {
    email: values.email,
    name: values.full_name,
  });

  function set(field: keyof typeof values) {
    return (event: React.ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signUp.isPending) return;
    setFormError(null);
    const parsed = signUpInput.safeParse({
      email: values.email,
      password: values.password,
      full_name: values.full_name.trim() || undefined,
    });
    if (!parsed.success) {
      showFieldErrors(clientFieldErrors(parsed.error));
      return;
    }
    const rating = await strength.check(parsed.data.password);
    if (rating?.problem) {
      showFieldErrors({ password: [rating.problem] });
      return;
    }
    clearFieldErrors();
    try {
      const { email } = await signUp.mutateAsync(parsed.data);
      onSignedUp(email, { full_name: values.full_name, email: values.email });
    } catch (error) {
      const failure = describeFailure(error);
      // A taken address (409) belongs to the e-mail field, in the server's words.
      if (failure.appCode === ERROR_CODES.emailTaken || failure.status === 409) {
        showFieldErrors({ email: [failure.message] });
      } else if (hasFieldErrors(failure.fieldErrors)) {
        showFieldErrors(failure.fieldErrors);
      } else {
        setFormError(failure.message);
      }
    }
  }

  return (
    <AuthCard
      title="Create your account"
      description="Plan client-ready projects with AI in minutes."
      footer={
        <AuthFooterLink prompt="Already have an account?" href="/auth/login">
          Sign in
        </AuthFooterLink>
      }
    >
      <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <FormField
          label="Full name (optional)"
          name="full_name"
          autoComplete="name"
          value={values.full_name}
          onChange={set("full_name")}
          errors={fieldErrors.full_name}
        />
        <EmailField
          autoFocus={autoFocus}
          value={values.email}
          onChange={set("email")}
          errors={fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          value={values.password}
          onChange={set("password")}
          errors={fieldErrors.password}
          description={AUTH_TEXT.passwordHint(PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH)}
        />
        <PasswordStrengthMeter rating={strength.rating} loading={strength.loading} />
        <SubmitButton pending={signUp.isPending} pendingText="Creating account…" className="mt-1">
          Create account
        </SubmitButton>
        <p className="text-center text-xs text-muted-foreground">
          By creating an account you agree to our{" "}
          <Link href="/terms" className={authLinkClass()}>
            Terms
          </Link>{" "}
          and{" "}
          <Link href="/privacy" className={authLinkClass()}>
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}

function ConfirmationSent({ email, onChangeEmail }: { email: string; onChangeEmail: () => void }) {
  const confirmation = useResendConfirmation();

  async function resendLink() {
    try {
      await confirmation.send(email);
    } catch (error) {
      toast.error(describeFailure(error).message);
    }
  }

  return (
    <CheckInboxCard
      description={AUTH_TEXT.confirmEmailSent(email)}
      footer={
        <AuthFooterLink prompt="Confirmed already?" href="/auth/login">
          Sign in
        </AuthFooterLink>
      }
    >
      <p className="text-center text-sm text-muted-foreground">{AUTH_TEXT.confirmEmailHelp}</p>
      <div className="grid gap-2">
        <SubmitButton
          type="button"
          variant="outline"
          pending={confirmation.isPending}
          pendingText="Sending…"
          onClick={() => void resendLink()}
        >
          <RotateCw aria-hidden />
          Resend confirmation email
        </SubmitButton>
        <Button type="button" variant="ghost" size="lg" onClick={onChangeEmail}>
          Use a different email
        </Button>
      </div>
    </CheckInboxCard>
  );
}
