import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthPageFallback } from "@/components/auth/forms/auth-page-fallback";
import { SignUpView } from "@/components/auth/sign-up/sign-up-view";

export const metadata: Metadata = { title: "Create your account" };

/** Create an account; the confirmation link lands on /auth/confirm. */
export default function Page() {
  return (
    <Suspense fallback={<AuthPageFallback />}>
      <SignUpView />
    </Suspense>
  );
}
