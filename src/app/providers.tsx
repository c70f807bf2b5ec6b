"use client";

import { ThemeProvider } from "next-themes";
import { AuthSessionProvider } from "@/components/auth/auth-session-provider";
import { BuildUpdateNotifier } from "@/components/build/build-update-notifier";
import { Toaster } from "@/components/ui/toaster";
import { TRPCReactProvider } from "@/trpc/react";

/**
 * Client-side providers shared by every page. `nonce` is the request's script nonce: the theme
 * script that sets the colour scheme before the first paint is inline and needs it.
 */
export function Providers({ children, nonce }: { children: React.ReactNode; nonce?: string }) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      nonce={nonce}
    >
      <TRPCReactProvider>
        <AuthSessionProvider>{children}</AuthSessionProvider>
        <Toaster />
        <BuildUpdateNotifier />
      </TRPCReactProvider>
    </ThemeProvider>
  );
}
