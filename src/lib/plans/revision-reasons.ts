/**
 * Why a revision (a snapshot of a plan) was taken, named once for the service that records them
 * and the history panel that lists them.
 */
export const REVISION_REASONS = {
  /** The first save after a pause (REVISION_PAUSE_MS) keeps the plan as it was before it. */
  pause: "pause",
  /** Taken before a section is deleted. */
  sectionDelete: "section_delete",
  /** Taken before the plan goes to the trash. */
  trash: "trash",
  /** The state replaced when an older revision is restored, so the restore can be undone. */
  beforeRestore: "before_restore",
  /** Taken before a change the assistant suggested is applied, so the change can be undone. */
  aiProposal: "ai_proposal",
  /** Taken before an AI suggestion replaces a section's text (improve, translate, …). */
  beforeAiSectionAction: "before_ai_section_action",
  /** The plan as it was published (public or unlisted). */
  publish: "publish",
  /** The plan as it was when the public version was updated. */
  publishUpdate: "publish_update",
  /** The plan as it was when it was unpublished. */
  unpublish: "unpublish",
} as const;

export type RevisionReason = (typeof REVISION_REASONS)[keyof typeof REVISION_REASONS];

export const REVISION_REASON_LABELS: Record<RevisionReason, string> = {
  pause: "Before editing after a pause",
  section_delete: "Before a section was deleted",
  trash: "Before moving to the trash",
  before_restore: "Before restoring an earlier version",
  ai_proposal: "Before applying a change the assistant proposed",
  before_ai_section_action: "Before an AI suggestion was accepted",
  publish: "Published",
  publish_update: "Public version updated",
  unpublish: "Unpublished",
};

/** A label for any stored reason, including ones added by later versions. */
export function revisionReasonLabel(reason: string): string {
  return (REVISION_REASON_LABELS as Record<string, string>)[reason] ?? "Saved version";
}
