"use client";

import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import Link from "next/link";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { PlansLoadError } from "@/components/projects/plans-load-error";
import { ProfileLoadError } from "@/components/settings/profile-load-error";
import { useProfile } from "@/components/settings/use-profile";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { greetingName } from "@/lib/auth/display-name";
import { useTRPC } from "@/trpc/react";
import { DashboardEmptyState } from "./dashboard-empty-state";
import { DashboardShortcuts } from "./dashboard-shortcuts";
import { PlanSearch } from "./plan-search";
import { RECENT_PLANS_INPUT, RecentPlans, RecentPlansSkeleton } from "./recent-plans";
import { SetupChecklist, setupSteps } from "./setup-checklist";

/**
 * The signed-in home: a greeting, what is left to set up, a search over the plans and the
 * latest of them — or, before the first plan, the way to make it.
 */
export function DashboardHome() {
  const trpc = useTRPC();
  const profile = useProfile();
  const { user } = useAuthSession();
  const recent = useQuery(trpc.plan.list.queryOptions(RECENT_PLANS_INPUT));
  const hasPlans = (recent.data?.total ?? 0) > 0;

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          {profile.isPending ? (
            <Skeleton className="h-9 w-64 max-w-full" />
          ) : (
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
              {profile.data
                ? `Welcome, ${greetingName({
                    fullName: profile.data.full_name,
                    accountName: user?.name,
                    username: profile.data.username,
                    email: profile.data.email,
                  })}`
                : "Welcome"}
            </h1>
          )}
          <p className="mt-1 text-muted-foreground">
            {hasPlans ? "Pick up where you left off." : "Good to see you in Plansmith."}
          </p>
        </div>
        {hasPlans ? (
          <Button asChild>
            <Link href="/create-plan">
              <Plus aria-hidden /> New plan
            </Link>
          </Button>
        ) : null}
      </header>

      {recent.isPending ? (
        <RecentPlansSkeleton />
      ) : recent.isError ? (
        <PlansLoadError onRetry={() => void recent.refetch()} retrying={recent.isFetching} />
      ) : hasPlans ? (
        <div className="grid gap-8">
          <PlanSearch />
          <RecentPlans items={recent.data.items} total={recent.data.total} />
        </div>
      ) : (
        <DashboardEmptyState />
      )}

      {/* After the plans: the first plan matters more than the rest of the account. */}
      {profile.isError ? (
        <ProfileLoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : profile.data ? (
        <SetupChecklist steps={setupSteps(profile.data)} />
      ) : null}

      <DashboardShortcuts />
    </div>
  );
}
