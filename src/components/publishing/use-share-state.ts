"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { useTRPC } from "@/trpc/react";
import { isShared, type ShareState } from "./share-types";

/** The plan's sharing state, shared by the header's badge and the Share dialog (one query). */
export function useShareState(planId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.publishing.state.queryOptions({ planId }));
}

/** Puts a state the server just answered (publish, update…) into the cache: no second request. */
export function useSetShareState(planId: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (state: ShareState) =>
      queryClient.setQueryData(trpc.publishing.state.queryKey({ planId }), state),
    [planId, queryClient, trpc],
  );
}

/**
 * Asks for the sharing state again whenever `savedContentKey` changes — a key that moves only
 * when the server has saved a change to the plan (versions, section order) — so "Unpublished
 * changes" appears without a reload. A private plan has no badge to show: nothing is asked.
 */
export function useShareStateFollowsSaves(planId: string, savedContentKey: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const lastKey = useRef(savedContentKey);
  useEffect(() => {
    if (lastKey.current === savedContentKey) return;
    lastKey.current = savedContentKey;
    const queryKey = trpc.publishing.state.queryKey({ planId });
    const current = queryClient.getQueryData(queryKey);
    if (current && !isShared(current)) return;
    void queryClient.invalidateQueries({ queryKey });
  }, [planId, queryClient, savedContentKey, trpc]);
}
