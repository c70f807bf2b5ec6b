"use client";

import { ThemeProvider } from "next-themes";
import { AuthSessionProvider } from "@/components/auth/auth-session-provider";
import { BuildUpdateNotifier } from "@/components/build/build-update-notifier";
import { Toaster } from "@/components/ui/toaster";
import { TRPCReactProvider } from "@/trpc/react";

/** Client-side providers shared by every page. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      <TRPCReactProvider>
        <AuthSessionProvider>{children}</AuthSessionProvider>
        <Toaster />
        <BuildUpdateNotifier />
      </TRPCReactProvider>
    </ThemeProvider>
  );
}
