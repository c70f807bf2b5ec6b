"use client";

import { useRouter } from "next/navigation";
import { AlertTriangle, FileQuestion } from "lucide-react";
import { Button } from "@/components/ui/button";
import { COMMON_ERRORS, ERROR_SCREEN_TEXT } from "@/lib/errors/common";
import { DEFAULT_POST_LOGIN_PATH } from "@/lib/routes/route-access";

export interface ErrorScreenProps {
  /** HTTP status the screen stands for; 404 gets the "not found" title. */
  status?: number;
  message?: string | null;
  signedIn: boolean;
  /** Clears the error (an error boundary's reset) before navigating away. */
  onReset?: () => void;
}

export function errorScreenTitle(status: number | undefined): string {
  return status === 404 ? ERROR_SCREEN_TEXT.notFoundTitle : ERROR_SCREEN_TEXT.genericTitle;
}

export function errorScreenAction(signedIn: boolean): { label: string; href: string } {
  return signedIn
    ? { label: ERROR_SCREEN_TEXT.backToDashboard, href: DEFAULT_POST_LOGIN_PATH }
    : { label: ERROR_SCREEN_TEXT.backToHome, href: "/" };
}

/** The one error screen (spec section 2): 404s, render errors and fatal errors all use it. */
export function ErrorScreen({ status, message, signedIn, onReset }: ErrorScreenProps) {
  const router = useRouter();
  const action = errorScreenAction(signedIn);
  const Icon = status === 404 ? FileQuestion : AlertTriangle;

  return (
    <section
      className="mx-auto flex max-w-lg flex-col items-center gap-5 px-6 py-24 text-center"
      aria-labelledby="error-title"
    >
      <div className="rounded-full bg-muted p-4 text-muted-foreground">
        <Icon className="size-8" aria-hidden />
      </div>
      {status ? <p className="text-sm font-semibold text-primary">Error {status}</p> : null}
      <h1 id="error-title" className="text-3xl font-bold tracking-tight">
        {errorScreenTitle(status)}
      </h1>
      <p className="text-muted-foreground" data-testid="error-message">
        {message || COMMON_ERRORS.unexpected}
      </p>
      <Button
        size="lg"
        onClick={() => {
          onReset?.();
          router.push(action.href);
        }}
      >
        {action.label}
      </Button>
    </section>
  );
}
