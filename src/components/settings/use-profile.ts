"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { useTRPC } from "@/trpc/react";

/**
 * The signed-in user's profile: the same query (and cache entry) as the session provider's, so
 * pages see its loading and error states without a second request. Like the provider's, it
 * runs only while someone is signed in: after signing out it stays pending instead of asking.
 */
export function useProfile() {
  const trpc = useTRPC();
  const { user } = useAuthSession();
  return useQuery({ ...trpc.profile.get.queryOptions(), enabled: !!user, staleTime: 60_000 });
}

/** Marks the cached profile stale, so every view of it (the user menu too) reloads it. */
export function useInvalidateProfile(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() }),
    [queryClient, trpc],
  );
}
