"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { CircleCheck, Clock, LogIn, Mail, MailCheck, MailQuestion, RotateCw } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { AuthCard, AuthFooterLink } from "@/components/auth/forms/auth-card";
import { EmailRequestForm, type EmailAction } from "@/components/auth/forms/email-request-form";
import { LoadingState } from "@/components/auth/forms/submit-button";
import { useResendConfirmation } from "@/components/auth/forms/use-resend-confirmation";
import { useContinueAfterSignIn } from "@/components/auth/use-continue-after-sign-in";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  CONFIRM_LINK_STATUS,
  CONFIRM_STATUS_PARAM,
  confirmLinkStatusOf,
  type ConfirmLinkStatus,
} from "@/lib/auth/confirm-link";
import { ACCOUNT_ERRORS, AUTH_TEXT } from "@/lib/errors/accounts";
import {
  DEFAULT_POST_LOGIN_PATH,
  RETURN_TO_PARAM,
  loginUrlFor,
  safeReturnPath,
} from "@/lib/routes/route-access";
import { useTRPC } from "@/trpc/react";

const signInFooter = (
  <AuthFooterLink prompt="Have a password?" href="/auth/login">
    Back to sign in
  </AuthFooterLink>
);

/**
 * Where confirmation and sign-in links land. A confirmation link arrives with `?status=` saying
 * what it did (confirmed just now and signed in, or confirmed before), or with `?error=` when it
 * was expired, used or not valid (`&flow=magic-link` for sign-in links).
 */
export function ConfirmView() {
  const searchParams = useSearchParams();
  const session = useAuthSession();
  const error = searchParams.get("error");
  const status = confirmLinkStatusOf(searchParams.get(CONFIRM_STATUS_PARAM));
  const magicLinkFlow = searchParams.get("flow") === "magic-link";
  const returnTo = searchParams.get(RETURN_TO_PARAM) ?? undefined;
  const signedIn = session.status === "signed-in";
  const confirmed = !error && status !== CONFIRM_LINK_STATUS.alreadyConfirmed && signedIn;

  useContinueAfterSignIn(confirmed);

  if (error) return <ExpiredLink magicLinkFlow={magicLinkFlow} returnTo={returnTo} />;

  if (session.status === "loading") {
    return (
      <AuthCard title="Confirming your email">
        <LoadingState label="Checking your link…" />
      </AuthCard>
    );
  }

  if (confirmed) {
    return (
      <AuthCard title={AUTH_TEXT.emailConfirmed} icon={<CircleCheck />}>
        <LoadingState label={AUTH_TEXT.emailConfirmedRedirect} className="py-4" />
        <Button asChild variant="outline" size="lg">
          <Link href={DEFAULT_POST_LOGIN_PATH}>Go to your dashboard</Link>
        </Button>
      </AuthCard>
    );
  }

  if (status) return <ConfirmedBefore status={status} signedIn={signedIn} returnTo={returnTo} />;

  return (
    <AuthCard title="Confirm your email" icon={<MailQuestion />} footer={signInFooter}>
      <Alert tone="info">{ACCOUNT_ERRORS.emailUnconfirmedHelp}</Alert>
      <RequestLinks magicLinkFlow={false} returnTo={returnTo} />
    </AuthCard>
  );
}

/**
 * The address is confirmed, but this browser was not signed in by the link: it had been
 * confirmed before (a link opened again), or the session did not stick. Next step: sign in.
 */
function ConfirmedBefore({
  status,
  signedIn,
  returnTo,
}: {
  status: ConfirmLinkStatus;
  signedIn: boolean;
  returnTo?: string;
}) {
  const alreadyConfirmed = status === CONFIRM_LINK_STATUS.alreadyConfirmed;
  const next = safeReturnPath(returnTo);
  return (
    <AuthCard
      title={alreadyConfirmed ? AUTH_TEXT.alreadyConfirmedTitle : AUTH_TEXT.emailConfirmed}
      icon={<CircleCheck />}
      focusTitle
    >
      <Alert tone="info">
        {alreadyConfirmed ? ACCOUNT_ERRORS.alreadyConfirmed : AUTH_TEXT.emailConfirmedSignIn}
      </Alert>
      {signedIn ? (
        <Button asChild size="lg">
          <Link href={next}>Continue</Link>
        </Button>
      ) : (
        <Button asChild size="lg">
          <Link href={loginUrlFor(next)}>
            <LogIn aria-hidden />
            Sign in
          </Link>
        </Button>
      )}
    </AuthCard>
  );
}

function ExpiredLink({ magicLinkFlow, returnTo }: { magicLinkFlow: boolean; returnTo?: string }) {
  return (
    <AuthCard title="Link expired" icon={<Clock />} footer={signInFooter}>
      <Alert tone="error">
        {magicLinkFlow ? ACCOUNT_ERRORS.linkExpired : ACCOUNT_ERRORS.confirmLinkExpired}
      </Alert>
      <RequestLinks magicLinkFlow={magicLinkFlow} returnTo={returnTo} />
    </AuthCard>
  );
}

/** The e-mail form that asks for a new confirmation mail (and a new sign-in link). */
function RequestLinks({ magicLinkFlow, returnTo }: { magicLinkFlow: boolean; returnTo?: string }) {
  const trpc = useTRPC();
  const confirmation = useResendConfirmation();
  const sendMagicLink = useMutation(trpc.auth.sendMagicLink.mutationOptions());
  const [magicLinkSentTo, setMagicLinkSentTo] = useState<string | null>(null);

  if (magicLinkSentTo) return <MagicLinkSent onBack={() => setMagicLinkSentTo(null)} />;

  const confirmAction: EmailAction = {
    id: "confirm",
    label: "Resend confirmation email",
    pendingText: "Sending…",
    variant: magicLinkFlow ? "outline" : "default",
    icon: <RotateCw aria-hidden />,
    run: (email) => confirmation.send(email, returnTo),
  };
  const magicLinkAction: EmailAction = {
    id: "magic-link",
    label: "Email me a new sign-in link",
    pendingText: "Sending link…",
    icon: <Mail aria-hidden />,
    run: async (email) => {
      await sendMagicLink.mutateAsync({ email, returnTo });
      setMagicLinkSentTo(email);
    },
  };

  return (
    <EmailRequestForm
      actions={magicLinkFlow ? [magicLinkAction, confirmAction] : [confirmAction]}
    />
  );
}

function MagicLinkSent({ onBack }: { onBack: () => void }) {
  const titleRef = useRef<HTMLParagraphElement>(null);
  // The form that had focus is gone: the news gets it.
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <div className="grid gap-3 rounded-lg border bg-muted/40 p-5 text-center">
      <MailCheck className="mx-auto size-8 text-primary" aria-hidden />
      <p ref={titleRef} tabIndex={-1} className="font-medium outline-none">
        {AUTH_TEXT.checkInboxTitle}
      </p>
      <p className="text-sm text-muted-foreground">{ACCOUNT_ERRORS.checkYourInbox}</p>
      <Button type="button" variant="ghost" onClick={onBack}>
        Use a different email
      </Button>
    </div>
  );
}
