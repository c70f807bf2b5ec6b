"use client";

import { ArrowRight, Settings } from "lucide-react";
import Link from "next/link";
import { ProfileLoadError } from "@/components/settings/profile-load-error";
import { useProfile } from "@/components/settings/use-profile";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { SetupChecklist, setupSteps } from "./setup-checklist";

/** "Ada" from "Ada Lovelace"; else the username; else the e-mail address. */
export function greetingName(profile: {
  full_name: string | null;
  username: string | null;
  email: string;
}): string {
  return profile.full_name?.trim().split(/\s+/)[0] || profile.username || profile.email;
}

function DashboardSkeleton() {
  return (
    <div className="grid max-w-3xl gap-6" aria-busy="true" aria-label="Loading your dashboard">
      <div className="h-9 w-64 max-w-full animate-pulse rounded bg-muted" />
      <div className="h-48 animate-pulse rounded-xl bg-muted" />
      <div className="h-24 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}

/** The signed-in home for now: a greeting, what is left to set up, and the way to settings. */
export function DashboardWelcome() {
  const profile = useProfile();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      {profile.isPending ? (
        <DashboardSkeleton />
      ) : profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <div className="grid max-w-3xl gap-6">
          <header>
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
              Welcome, {greetingName(profile.data)}
            </h1>
            <p className="mt-1 text-muted-foreground">Good to see you in Plansmith.</p>
          </header>
          <SetupChecklist steps={setupSteps(profile.data)} />
          <Card className="relative transition-colors focus-within:ring-[3px] focus-within:ring-ring/50 hover:bg-accent/40">
            <CardHeader className="flex-row items-center gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Settings className="size-5" aria-hidden />
              </span>
              <div className="min-w-0 flex-1">
                <CardTitle className="text-base">
                  <Link href="/settings" className="outline-none after:absolute after:inset-0">
                    Settings
                  </Link>
                </CardTitle>
                <CardDescription>Your profile, username, password and account.</CardDescription>
              </div>
              <ArrowRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
            </CardHeader>
          </Card>
        </div>
      )}
    </div>
  );
}
