"use client";

import { useQuery } from "@tanstack/react-query";
import type { inferOutput } from "@trpc/tanstack-react-query";
import { LoadError } from "@/components/ui/load-error";
import { CREDITS_TEXT } from "@/lib/errors/credits";
import { useTRPC } from "@/trpc/react";

/** The balance, packs, currency and payments switch, as `credits.overview` answers them. */
export type CreditsOverview = inferOutput<ReturnType<typeof useTRPC>["credits"]["overview"]>;

export interface CreditsOverviewLoaderProps {
  /** What stands in while the overview loads (a skeleton shaped like what follows). */
  loading: React.ReactNode;
  children(overview: CreditsOverview): React.ReactNode;
}

/**
 * Loads the credits overview and renders `children` with it; until then `loading`, or the load
 * error with a retry. Data first: a failed background refresh keeps what is on screen rather than
 * replacing it with an error.
 */
export function CreditsOverviewLoader({ loading, children }: CreditsOverviewLoaderProps) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.credits.overview.queryOptions());
  if (overview.data) return children(overview.data);
  if (!overview.isError) return loading;
  return (
    <LoadError
      message={CREDITS_TEXT.balanceLoadFailed}
      onRetry={() => void overview.refetch()}
      retrying={overview.isFetching}
    />
  );
}
