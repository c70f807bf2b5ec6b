"use client";

import { useState } from "react";
import { flushSync } from "react-dom";
import { Alert } from "@/components/ui/alert";
import { emailOnlyInput } from "@/lib/auth/schemas";
import { EmailField } from "./email-field";
import { clientFieldErrors, describeFailure, focusField } from "./form-errors";
import { SubmitButton } from "./submit-button";
import { useFieldErrors } from "./use-field-errors";

export interface EmailAction {
  /** Tells the actions apart (the submit button's value). */
  id: string;
  label: string;
  pendingText: string;
  variant?: "default" | "outline";
  icon?: React.ReactNode;
  /** Sends the request; throws what the call threw. */
  run: (email: string) => Promise<void>;
}

export interface EmailRequestFormProps {
  /** One submit button per action; Enter in the field runs the first. */
  actions: readonly EmailAction[];
  defaultEmail?: string;
  /** The field's label ("Email" when not given). */
  label?: string;
  autoFocus?: boolean;
  /** Tells the parent what was typed (to carry the address over to another form). */
  onEmailChange?: (email: string) => void;
  /** Rendered under the buttons (a "Back to sign in" link, say). */
  children?: React.ReactNode;
}

/**
 * One e-mail field and the requests it can start: a new confirmation mail, a password-reset link,
 * a sign-in link. Checks the address with the shared schema first and keeps the field's error
 * next to it.
 */
export function EmailRequestForm({
  actions,
  defaultEmail = "",
  label,
  autoFocus,
  onEmailChange,
  children,
}: EmailRequestFormProps) {
  const { formRef, fieldErrors, showFieldErrors, clearFieldErrors } = useFieldErrors(["email"]);
  const [email, setEmail] = useState(defaultEmail);
  const [formError, setFormError] = useState<string | null>(null);
  const [pendingAction, setPendingAction] = useState<string | null>(null);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pendingAction) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const actionId = submitter instanceof HTMLButtonElement ? submitter.value : actions[0]?.id;
    const action = actions.find((candidate) => candidate.id === actionId) ?? actions[0];
    if (!action) return;

    setFormError(null);
    const parsed = emailOnlyInput.safeParse({ email });
    if (!parsed.success) {
      showFieldErrors(clientFieldErrors(parsed.error));
      return;
    }
    clearFieldErrors();
    setPendingAction(action.id);
    try {
      await action.run(parsed.data.email);
    } catch (error) {
      const failure = describeFailure(error);
      if (failure.fieldErrors.email?.length) {
        showFieldErrors({ email: failure.fieldErrors.email });
      } else {
        flushSync(() => setFormError(failure.message));
        // The disabled button lost focus: put it back where the user can retry.
        focusField(formRef.current, "email");
      }
    } finally {
      setPendingAction(null);
    }
  }

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="grid gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <EmailField
        label={label}
        autoFocus={autoFocus}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          onEmailChange?.(event.target.value);
        }}
        errors={fieldErrors.email}
      />
      <div className="grid gap-2">
        {actions.map((action) => (
          <SubmitButton
            key={action.id}
            name="action"
            value={action.id}
            variant={action.variant ?? "default"}
            pending={pendingAction === action.id}
            disabled={pendingAction !== null}
            pendingText={action.pendingText}
          >
            {action.icon}
            {action.label}
          </SubmitButton>
        ))}
      </div>
      {children}
    </form>
  );
}
