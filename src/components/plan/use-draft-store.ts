"use client";

import { useState } from "react";
import { browserDraftStore, type DraftStore } from "@/lib/plans/editor-drafts";

/** A store that keeps nothing, for browsers that block local storage. */
const NO_DRAFTS: DraftStore = {
  write: () => false,
  read: () => null,
  discard: () => {},
  listForPlan: () => [],
  purgeExpired: () => {},
};

/** The browser's local draft store (one per component life; cheap to create). */
export function useDraftStore(): DraftStore {
  const [store] = useState(() => browserDraftStore() ?? NO_DRAFTS);
  return store;
}
