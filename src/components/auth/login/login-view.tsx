"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { KeyRound, Mail, MailCheck } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { AuthCard, authLinkClass } from "@/components/auth/forms/auth-card";
import { EmailRequestForm } from "@/components/auth/forms/email-request-form";
import { LoadingState } from "@/components/auth/forms/submit-button";
import { Button } from "@/components/ui/button";
import { destinationAfterSignIn } from "@/lib/auth/auth-redirects";
import { AUTH_TEXT, ERROR_MESSAGES } from "@/lib/error-catalogue";
import { DEFAULT_POST_LOGIN_PATH, RETURN_TO_PARAM } from "@/lib/routes/route-access";
import { useTRPC } from "@/trpc/react";
import { OAuthButtons } from "./oauth-buttons";
import { PasswordLoginForm } from "./password-login-form";

type View = "password" | "magic-link" | "magic-link-sent";

/** The login page: password or magic link, OAuth when configured, and where to go next. */
export function LoginView() {
  const trpc = useTRPC();
  const router = useRouter();
  const searchParams = useSearchParams();
  const session = useAuthSession();
  const sendMagicLink = useMutation(trpc.auth.sendMagicLink.mutationOptions());
  const returnTo = searchParams.get(RETURN_TO_PARAM) ?? undefined;
  const [view, setView] = useState<View>("password");
  const [email, setEmail] = useState("");
  /** After switching views, focus goes to the new form (the old button is gone). */
  const [switched, setSwitched] = useState(false);
  const signedIn = session.status === "signed-in";

  // Already signed in (on arrival, or just now): on to the return path or the dashboard.
  useEffect(() => {
    if (!signedIn) return;
    const { pathname, search } = window.location;
    router.replace(destinationAfterSignIn(pathname, search) ?? DEFAULT_POST_LOGIN_PATH);
  }, [signedIn, router]);

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
      <AuthCard
        key="sent"
        title={AUTH_TEXT.checkInboxTitle}
        description={ERROR_MESSAGES.checkYourInbox}
        icon={<MailCheck />}
        focusTitle
      >
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
      </AuthCard>
    );
  }

  const footer = (
    <p>
      New to Plansmith?{" "}
      <Link href="/auth/sign-up" className={authLinkClass()}>
        Create an account
      </Link>
    </p>
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
