/**
 * Views of shared plans as the owner reads them (tRPC `publishingViews.daily`): the input and its
 * limits, shared by the server and the Share dialog.
 */
import { z } from "zod";

/** The "last 30 days" of the totals: today and the 29 days before it (UTC). */
export const VIEW_TOTALS_RECENT_DAYS = 30;
/** The longest per-day history the owner can ask for at once. */
export const VIEW_HISTORY_MAX_DAYS = 365;

export const planViewsInput = z.object({
  planId: z.uuid(),
  days: z.int().min(1).max(VIEW_HISTORY_MAX_DAYS).default(VIEW_TOTALS_RECENT_DAYS),
});
export type PlanViewsInput = z.infer<typeof planViewsInput>;
