import type { inferOutput } from "@trpc/tanstack-react-query";
import type { useTRPC } from "@/trpc/react";

type PublishingProcedures = ReturnType<typeof useTRPC>["publishing"];

/** What the Share dialog and the plan header know about a plan's sharing (`publishing.state`). */
export type ShareState = inferOutput<PublishingProcedures["state"]>;
/** The server's answer for a slug: free, or why not and free alternatives. */
export type SlugCheck = inferOutput<PublishingProcedures["checkSlug"]>;
export type ShareVisibility = ShareState["visibility"];

export function isShared(state: Pick<ShareState, "visibility">): boolean {
  return state.visibility !== "private";
}
