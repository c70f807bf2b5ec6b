"use client";

import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { shouldOfferDraft, type DraftContent } from "@/lib/plans/editor-drafts";
import { useDraftStore } from "./use-draft-store";

const noSubscription = () => () => {};

/** False on the server and while hydrating, true afterwards: local storage is only read then. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * On opening, looks for text of this target that was kept on this device and never saved. A
 * draft newer than the server's text is offered (restore or discard); one the server has moved
 * past, or already has, is dropped.
 */
export function useDraftOffer<C extends DraftContent>(
  planId: string,
  target: string,
  server: { content: C; version: number; updatedAt: Date },
) {
  const drafts = useDraftStore();
  const isClient = useIsClient();
  // The server's text as it was when the editor opened: later saves write drafts, not offers.
  const [opened] = useState(server);
  const [answered, setAnswered] = useState(false);

  const found = useMemo(() => {
    if (!isClient) return null;
    const draft = drafts.read(planId, target);
    return draft && shouldOfferDraft(draft, opened) ? draft : null;
  }, [isClient, drafts, planId, target, opened]);

  useEffect(() => {
    const draft = drafts.read(planId, target);
    if (draft && !shouldOfferDraft(draft, opened)) drafts.discard(planId, target);
  }, [drafts, planId, target, opened]);

  const discard = useCallback(() => {
    drafts.discard(planId, target);
    setAnswered(true);
  }, [drafts, planId, target]);

  /** Takes the draft's content (the caller puts it in the editor and saves it). */
  const take = useCallback((): C | null => {
    setAnswered(true);
    return found ? (found.content as C) : null;
  }, [found]);

  return { offer: answered ? null : found, discard, take };
}
