import { classifySaveFailure, type SaveFailure } from "@/lib/plans/editor-autosave";

interface ConflictData {
  data?: { details?: { current?: unknown; currentVersion?: unknown } | null } | null;
}

/** The server's current record that a version conflict answers with, when it sent one. */
export function conflictCurrent<T>(error: unknown): T | null {
  const current = (error as ConflictData | null)?.data?.details?.current;
  return current && typeof current === "object" ? (current as T) : null;
}

/** How a failed save went, judged with the browser's own idea of being online. */
export function saveFailureOf(error: unknown): SaveFailure {
  const online = typeof navigator === "undefined" ? true : navigator.onLine;
  return classifySaveFailure(error, online);
}
