/**
 * A fingerprint of the plan content a snapshot is taken from: "Unpublished changes" compares the
 * live plan's fingerprint with the one stored next to the snapshot, so the Share dialog never has
 * to load or diff a snapshot (which may hold large diagram pictures).
 */
import { createHash } from "node:crypto";

/** Bumped when the canonical form changes, so an old fingerprint never matches by accident. */
const FINGERPRINT_VERSION = "v1";

export type FingerprintedContent = {
  title: string;
  summary: string;
  /** In order; ids are left out: the same words under new section ids are not a change. */
  sections: readonly { kind: string; title: string; body: string }[];
};

export function contentFingerprint(content: FingerprintedContent): string {
  // An array of arrays: JSON escaping keeps every field boundary unambiguous.
  const canonical = JSON.stringify([
    content.title,
    content.summary,
    content.sections.map((section) => [section.kind, section.title, section.body]),
  ]);
  return `${FINGERPRINT_VERSION}:${createHash("sha256").update(canonical).digest("base64url")}`;
}
