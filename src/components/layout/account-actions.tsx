"use client";

import Link from "next/link";
import { useIsSignedIn } from "@/components/auth/signed-in-state";
import { Button } from "@/components/ui/button";

/**
 * The public header's account buttons: the way to the dashboard for a signed-in visitor, sign-in
 * and sign-up for everyone else (also while the session loads, so the page works without it).
 */
export function AccountActions() {
  // Only needs the one bit, so it also works outside the session provider (error screens).
  if (useIsSignedIn()) {
    return (
      <Button asChild>
        <Link href="/dashboard">Dashboard</Link>
      </Button>
    );
  }
  return (
    <>
      <Button variant="ghost" asChild className="hidden sm:inline-flex">
        <Link href="/auth/login">Sign in</Link>
      </Button>
      <Button asChild>
        <Link href="/auth/sign-up">Get started</Link>
      </Button>
    </>
  );
}
