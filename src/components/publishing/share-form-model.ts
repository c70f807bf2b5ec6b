import { parseEstimateAmount, formatEstimateAmountInput } from "@/lib/publishing/estimate-amount";
import type { EstimateDraft } from "./estimate-fields";
import type { ShareState, ShareVisibility } from "./share-types";

/** What the owner is choosing in the Share dialog, before it is sent. */
export type ShareDraft = { visibility: ShareVisibility; slug: string; estimate: EstimateDraft };

export function draftFromState(state: ShareState): ShareDraft {
  return {
    visibility: state.visibility,
    slug: state.slug ?? state.suggestedSlug,
    estimate: {
      shown: state.estimate !== null,
      amount: state.estimate
        ? formatEstimateAmountInput(state.estimate.amountMinor, state.estimate.currency)
        : "",
      currency: state.estimate?.currency ?? state.defaultCurrency,
      note: state.estimate?.note ?? "",
    },
  };
}

export type EstimateChoice = { amountMinor: number; currency: string; note: string } | null;

/** The estimate to send: null when hidden, undefined when the amount cannot be read. */
export function estimateChoice(draft: EstimateDraft): EstimateChoice | undefined {
  if (!draft.shown) return null;
  const amountMinor = parseEstimateAmount(draft.amount, draft.currency);
  if (amountMinor === undefined) return undefined;
  return { amountMinor, currency: draft.currency, note: draft.note.trim() };
}

function sameEstimate(a: EstimateChoice | undefined, b: ShareState["estimate"]): boolean {
  if (a === undefined) return false;
  if (a === null || b === null) return a === b;
  return a.amountMinor === b.amountMinor && a.currency === b.currency && a.note === b.note;
}

/** Whether saving would change anything for a plan that is already shared. */
export function draftDiffers(draft: ShareDraft, state: ShareState): boolean {
  if (draft.visibility !== state.visibility) return true;
  if (draft.visibility === "public" && draft.slug !== state.slug) return true;
  return !sameEstimate(estimateChoice(draft.estimate), state.estimate);
}
