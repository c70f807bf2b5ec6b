"use client";

import { AuthSessionProvider } from "@/components/auth/auth-session-provider";
import { BuildUpdateNotifier } from "@/components/build/build-update-notifier";
import { Toaster } from "@/components/ui/toaster";
import { TRPCReactProvider } from "@/trpc/react";

/**
 * What the app's own pages need on the client: the tRPC/react-query client, the auth session
 * (spec section 4), toasts and the new-build notice. Added by the page layouts
 * (`NamedLayout`), the not-found page and the error boundary — not by the root layout, so the
 * public profile and plan pages (src/app/[handle], src/app/p), which need none of it, ship
 * without this code and make no session request for their anonymous visitors.
 */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <TRPCReactProvider>
      <AuthSessionProvider>{children}</AuthSessionProvider>
      <Toaster />
      <BuildUpdateNotifier />
    </TRPCReactProvider>
  );
}
