/**
 * Reads an INSUFFICIENT_CREDITS refusal out of a failed API call, whatever carried it: a tRPC
 * client error (`data.appCode`, `data.details`) or the REST/stream shape
 * (`{ error: { code, details } }`) the AI routes of the next issue answer with.
 */
import { INSUFFICIENT_CREDITS, type InsufficientCreditsDetails } from "./credit-rules";

const isCount = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

function detailsFrom(raw: unknown): InsufficientCreditsDetails | null {
  if (!raw || typeof raw !== "object") return null;
  const { balance, available, needed } = raw as Record<string, unknown>;
  if (!isCount(balance) || !isCount(available) || !isCount(needed)) return null;
  return { balance, available, needed };
}

/** The refusal's details, or null when `error` is anything else (or carries no usable details). */
export function insufficientCreditsDetailsOf(error: unknown): InsufficientCreditsDetails | null {
  if (!error || typeof error !== "object") return null;
  const data = (error as { data?: { appCode?: unknown; details?: unknown } | null }).data;
  if (data && data.appCode === INSUFFICIENT_CREDITS) return detailsFrom(data.details);
  const body = (error as { error?: { code?: unknown; details?: unknown } | null }).error;
  if (body && body.code === INSUFFICIENT_CREDITS) return detailsFrom(body.details);
  return null;
}
