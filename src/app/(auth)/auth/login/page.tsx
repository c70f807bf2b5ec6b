import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthPageFallback } from "@/components/auth/forms/auth-page-fallback";
import { LoginView } from "@/components/auth/login/login-view";

export const metadata: Metadata = { title: "Sign in" };

/** Sign in with a password, a magic link or an OAuth provider (spec section 2). */
export default function Page() {
  return (
    <Suspense fallback={<AuthPageFallback />}>
      <LoginView />
    </Suspense>
  );
}
