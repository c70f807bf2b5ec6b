"use client";

import { useQuery } from "@tanstack/react-query";
import { useAuthSession } from "@/components/auth/auth-session-provider";
import { useTRPC } from "@/trpc/react";

/**
 * The signed-in user's balance for the header. Read in the browser after the header has
 * rendered, never on the server, so it cannot hold up a page; checkout outcomes and the
 * low-balance dialog invalidate it.
 */
export function useCreditBalance() {
  const trpc = useTRPC();
  const { user } = useAuthSession();
  return useQuery({ ...trpc.credits.balance.queryOptions(), enabled: !!user });
}
