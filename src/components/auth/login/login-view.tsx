"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { KeyRound, Mail } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { AuthCard, AuthFooterLink, CheckInboxCard } from "@/components/auth/forms/auth-card";
import { EmailRequestForm } from "@/components/auth/forms/email-request-form";
import { LoadingState } from "@/components/auth/forms/submit-button";
import { useContinueAfterSignIn } from "@/components/auth/use-continue-after-sign-in";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { OAUTH_ERROR_PARAM, oauthErrorMessage } from "@/lib/auth/oauth-errors";
import { AUTH_TEXT } from "@/lib/errors/accounts";
import { RETURN_TO_PARAM } from "@/lib/routes/route-access";
import { useTRPC } from "@/trpc/react";
import { OAuthButtons } from "./oauth-buttons";
import { PasswordLoginForm } from "./password-login-form";

type View = "password" | "magic-link" | "magic-link-sent";

/** The login page: password or magic link, OAuth when configured, and where to go next. */
export function LoginView() {
  const trpc = useTRPC();
  const searchParams = useSearchParams();
  const session = useAuthSession();
  const sendMagicLink = useMutation(trpc.auth.sendMagicLink.mutationOptions());
  const returnTo = searchParams.get(RETURN_TO_PARAM) ?? undefined;
  // A GitHub or Google sign-in that failed comes back here with ?error=.
  const oauthError = oauthErrorMessage(searchParams.get(OAUTH_ERROR_PARAM));
  const [view, setView] = useState<View>("password");
  const [email, setEmail] = useState("");
  /** After switching views, focus goes to the new form (the old button is gone). */
  const [switched, setSwitched] = useState(false);
  const signedIn = session.status === "signed-in";

  useContinueAfterSignIn(signedIn);

  function show(next: View) {
    setSwitched(true);
    setView(next);
  }

  if (signedIn) {
    return (
      <AuthCard title="Signing you in">
        <LoadingState label={AUTH_TEXT.redirecting} />
      </AuthCard>
    );
  }

  if (view === "magic-link-sent") {
    return (
      <CheckInboxCard key="sent">
        <p className="text-center text-sm text-muted-foreground">{AUTH_TEXT.magicLinkHelp}</p>
        <div className="grid gap-2">
          <Button type="button" variant="outline" size="lg" onClick={() => show("magic-link")}>
            <Mail aria-hidden />
            Use a different email
          </Button>
          <Button type="button" variant="ghost" size="lg" onClick={() => show("password")}>
            <KeyRound aria-hidden />
            Sign in with password
          </Button>
        </div>
      </CheckInboxCard>
    );
  }

  const footer = (
    <AuthFooterLink prompt="New to Plansmith?" href="/auth/sign-up">
      Create an account
    </AuthFooterLink>
  );

  if (view === "magic-link") {
    return (
      <AuthCard
        title="Sign in with a link"
        description="We will email you a link that signs you in, no password needed."
        footer={footer}
      >
        <EmailRequestForm
          autoFocus
          defaultEmail={email}
          onEmailChange={setEmail}
          actions={[
            {
              id: "magic-link",
              label: "Send sign-in link",
              pendingText: "Sending link…",
              icon: <Mail aria-hidden />,
              run: async (address) => {
                await sendMagicLink.mutateAsync({ email: address, returnTo });
                setEmail(address);
                show("magic-link-sent");
              },
            },
          ]}
        >
          <Button type="button" variant="ghost" size="lg" onClick={() => show("password")}>
            <KeyRound aria-hidden />
            Sign in with password instead
          </Button>
        </EmailRequestForm>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Welcome back" description="Sign in to your Plansmith account." footer={footer}>
      {oauthError ? <Alert tone="error">{oauthError}</Alert> : null}
      <OAuthButtons returnTo={returnTo} />
      <PasswordLoginForm
        email={email}
        onEmailChange={setEmail}
        onUseMagicLink={() => show("magic-link")}
        autoFocus={switched}
        returnTo={returnTo}
      />
    </AuthCard>
  );
}
