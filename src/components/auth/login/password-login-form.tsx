"use client";

import { useState } from "react";
import { flushSync } from "react-dom";
import Link from "next/link";
import { Mail } from "lucide-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { authLinkClass } from "@/components/auth/forms/auth-card";
import { EmailField } from "@/components/auth/forms/email-field";
import {
  clientFieldErrors,
  describeFailure,
  focusField,
  hasFieldErrors,
  type Failure,
} from "@/components/auth/forms/form-errors";
import { PasswordField } from "@/components/auth/forms/password-field";
import { SubmitButton } from "@/components/auth/forms/submit-button";
import { useFieldErrors } from "@/components/auth/forms/use-field-errors";
import { useResendConfirmation } from "@/components/auth/forms/use-resend-confirmation";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { lockoutMessage } from "@/lib/auth/lockout-rules";
import { loginInput } from "@/lib/auth/schemas";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { useTRPC } from "@/trpc/react";
import { useLoginLockout } from "./use-login-lockout";

const FIELD_ORDER = ["email", "password"] as const;

/** Failures that count towards the lockout (spec section 4). */
const COUNTED_CODES: readonly string[] = [
  ERROR_CODES.invalidCredentials,
  ERROR_CODES.rateLimited,
  ERROR_CODES.emailNotConfirmed,
  ERROR_CODES.accountLocked,
];

interface LoginError {
  message: string;
  /** Set for EMAIL_NOT_CONFIRMED: the address a new confirmation mail can go to. */
  unconfirmedEmail?: string;
}

/** The spec's words for a failed sign-in (section 8). */
function loginErrorFor(failure: Failure): string {
  if (failure.appCode === ERROR_CODES.accountLocked) return failure.message;
  if (failure.appCode === ERROR_CODES.rateLimited || failure.status === 429) {
    return ACCOUNT_ERRORS.loginRateLimited;
  }
  if (failure.appCode === ERROR_CODES.emailNotConfirmed) return ACCOUNT_ERRORS.emailNotConfirmed;
  return ACCOUNT_ERRORS.loginFailed;
}

export interface PasswordLoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  onUseMagicLink: () => void;
  returnTo?: string;
  /** Focus the e-mail field on mount (the user came back from another view). */
  autoFocus?: boolean;
}

/**
 * E-mail and password sign-in with the client-side lockout: while locked, the form says so (with
 * the minutes left, live) and sends nothing; failures that count are recorded; success clears
 * the record and hands over to the session provider, which navigates.
 */
export function PasswordLoginForm({
  email,
  onEmailChange,
  onUseMagicLink,
  returnTo,
  autoFocus,
}: PasswordLoginFormProps) {
  const trpc = useTRPC();
  const session = useAuthSession();
  const queryClient = useQueryClient();
  const signIn = useMutation(trpc.auth.signIn.mutationOptions());
  const confirmation = useResendConfirmation();
  const lockout = useLoginLockout();
  const { formRef, fieldErrors, showFieldErrors, clearFieldErrors } = useFieldErrors(FIELD_ORDER);
  const [password, setPassword] = useState("");
  const [error, setError] = useState<LoginError | null>(null);
  /** Bumped on each attempt while locked, so the lockout alert is announced again. */
  const [lockNotices, setLockNotices] = useState(0);
  const [finishing, setFinishing] = useState(false);
  const pending = signIn.isPending || finishing;
  const locked = lockout.minutesLeft > 0;

  function onFailure(failure: Failure, address: string) {
    const counts = COUNTED_CODES.includes(failure.appCode ?? "") || failure.status === 429;
    if (!counts && hasFieldErrors(failure.fieldErrors)) {
      showFieldErrors(failure.fieldErrors);
      return;
    }
    if (counts) lockout.recordFailure();
    flushSync(() => {
      setError({
        message: loginErrorFor(failure),
        unconfirmedEmail: failure.appCode === ERROR_CODES.emailNotConfirmed ? address : undefined,
      });
      if (lockout.status().locked) setLockNotices((count) => count + 1);
    });
    // The disabled button lost focus; the password is what the user retries.
    focusField(formRef.current, "password");
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    // Locked: say so, and ask nothing of the server.
    if (lockout.status().locked) {
      setError(null);
      setLockNotices((count) => count + 1);
      return;
    }
    setError(null);
    const parsed = loginInput.safeParse({ email, password });
    if (!parsed.success) {
      showFieldErrors(clientFieldErrors(parsed.error));
      return;
    }
    clearFieldErrors();
    try {
      await signIn.mutateAsync(parsed.data);
    } catch (failure) {
      onFailure(describeFailure(failure), parsed.data.email);
      return;
    }
    lockout.clear();
    setFinishing(true);
    try {
      // Loads the session; the provider then goes to the return path or /dashboard.
      await session.signedIn();
    } catch {
      // Checked below.
    }
    // Signed in, this form is gone by now. Still here without a session (the cookie did not
    // stick): say so rather than spin forever.
    if (!queryClient.getQueryData(trpc.auth.session.queryKey())) {
      setFinishing(false);
      setError({ message: ACCOUNT_ERRORS.loginFailed });
    }
  }

  async function resendConfirmation(address: string) {
    try {
      await confirmation.send(address, returnTo);
    } catch (failure) {
      toast.error(describeFailure(failure).message);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Sign in">
      {locked ? (
        <Alert key={`locked-${lockNotices}`} tone="error" data-testid="login-lockout">
          {lockoutMessage(lockout.minutesLeft)}
        </Alert>
      ) : error ? (
        <Alert tone="error">
          <p>{error.message}</p>
          {error.unconfirmedEmail ? (
            <Button
              type="button"
              variant="link"
              className="mt-1 h-auto p-0 text-destructive underline"
              disabled={confirmation.isPending}
              onClick={() => void resendConfirmation(error.unconfirmedEmail!)}
            >
              {confirmation.isPending ? "Sending…" : "Resend confirmation email"}
            </Button>
          ) : null}
        </Alert>
      ) : null}

      <EmailField
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => onEmailChange(event.target.value)}
        errors={fieldErrors.email}
      />
      <div className="grid gap-2">
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          errors={fieldErrors.password}
        />
        <Link href="/auth/reset-password" className={authLinkClass("justify-self-end text-sm")}>
          Forgot password?
        </Link>
      </div>

      <div className="grid gap-2 pt-1">
        <SubmitButton pending={pending} pendingText="Signing in…">
          Sign in
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          size="lg"
          className="w-full"
          disabled={pending}
          onClick={onUseMagicLink}
        >
          <Mail aria-hidden />
          Email me a sign-in link
        </Button>
      </div>
    </form>
  );
}
