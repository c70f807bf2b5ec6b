"use client";

import { useEffect, useRef, useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { CircleCheck, Clock, Mail, MailCheck, MailQuestion, RotateCw } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { AuthCard, AuthFooterLink } from "@/components/auth/forms/auth-card";
import { EmailRequestForm, type EmailAction } from "@/components/auth/forms/email-request-form";
import { LoadingState } from "@/components/auth/forms/submit-button";
import { useResendConfirmation } from "@/components/auth/forms/use-resend-confirmation";
import { useContinueAfterSignIn } from "@/components/auth/use-continue-after-sign-in";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { AUTH_TEXT, ERROR_MESSAGES } from "@/lib/error-catalogue";
import { DEFAULT_POST_LOGIN_PATH, RETURN_TO_PARAM } from "@/lib/routes/route-access";
import { useTRPC } from "@/trpc/react";

const signInFooter = (
  <AuthFooterLink prompt="Have a password?" href="/auth/login">
    Back to sign in
  </AuthFooterLink>
);

/**
 * Where confirmation and sign-in links land. Better Auth sends the browser here signed in when
 * a confirmation link worked, or with ?error=… when a link was expired or used (&flow=magic-link
 * for sign-in links).
 */
export function ConfirmView() {
  const searchParams = useSearchParams();
  const session = useAuthSession();
  const error = searchParams.get("error");
  const magicLinkFlow = searchParams.get("flow") === "magic-link";
  const returnTo = searchParams.get(RETURN_TO_PARAM) ?? undefined;
  const confirmed = !error && session.status === "signed-in";

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

  return (
    <AuthCard title="Confirm your email" icon={<MailQuestion />} footer={signInFooter}>
      <Alert tone="info">{ERROR_MESSAGES.emailUnconfirmedHelp}</Alert>
      <RequestLinks magicLinkFlow={false} returnTo={returnTo} />
    </AuthCard>
  );
}

function ExpiredLink({ magicLinkFlow, returnTo }: { magicLinkFlow: boolean; returnTo?: string }) {
  return (
    <AuthCard title="Link expired" icon={<Clock />} footer={signInFooter}>
      <Alert tone="error">{ERROR_MESSAGES.linkExpired}</Alert>
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
      <p className="text-sm text-muted-foreground">{ERROR_MESSAGES.checkYourInbox}</p>
      <Button type="button" variant="ghost" onClick={onBack}>
        Use a different email
      </Button>
    </div>
  );
}
