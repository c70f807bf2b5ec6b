import type { Metadata } from "next";
import { Suspense } from "react";
import { AuthPageFallback } from "@/components/auth/forms/auth-page-fallback";
import { ConfirmView } from "@/components/auth/confirm/confirm-view";

export const metadata: Metadata = { title: "Confirm your email" };

/** Where confirmation and sign-in links land, signed in or with ?error=. */
export default function Page() {
  return (
    <Suspense fallback={<AuthPageFallback />}>
      <ConfirmView />
    </Suspense>
  );
}
