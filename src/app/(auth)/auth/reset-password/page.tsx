import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthPageFallback } from "@/components/auth/forms/auth-page-fallback";
import { ResetPasswordView } from "@/components/auth/reset/reset-password-view";

export const metadata: Metadata = { title: "Reset your password" };

/** Request a reset link, or set a new password with the link's ?token=. */
export default function Page() {
  return (
    <Suspense fallback={<AuthPageFallback />}>
      <ResetPasswordView />
    </Suspense>
  );
}
