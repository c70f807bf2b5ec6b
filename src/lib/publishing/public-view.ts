/**
 * What the public pages render (src/components/public), built on the server from a published
 * snapshot (src/server/services/publishing/render). Plain data, so components never reach into
 * the server.
 */
import type { PublishedBranding, PublishedEstimate } from "@/lib/publishing/snapshot";

/**
 * A piece of a section: HTML the server rendered from the Markdown (escaped and filtered, see
 * render/markdown-html.ts), or a Mermaid block with no pre-drawn picture, drawn in the visitor's
 * browser by the diagram fallback island.
 */
export type RenderedChunk =
  { kind: "html"; html: string } | { kind: "diagram"; source: string; label: string };

export type RenderedSection = {
  id: string;
  /** Element id of the section (table of contents target): [a-z0-9-] only. */
  anchor: string;
  title: string;
  chunks: RenderedChunk[];
};

export type RenderedPlan = {
  sections: RenderedSection[];
  /** Plain text for the description meta tag: the summary, else the first text of the plan. */
  description: string;
};

export type PublicAuthorView = {
  displayName: string;
  initials: string;
  /** /@username, or null when the author has no public profile. */
  profilePath: string | null;
  avatarPath: string | null;
};

export type PublicPlanView = {
  title: string;
  summary: string;
  branding: PublishedBranding;
  estimate: PublishedEstimate | null;
  author: PublicAuthorView;
  /** ISO 8601. */
  firstPublishedAt: string;
  publishedAt: string;
  contentUpdatedAt: string;
  rendered: RenderedPlan;
};

export type PublicProfileView = {
  author: PublicAuthorView & { username: string; bio: string };
  plans: { title: string; summary: string; path: string; publishedAt: string }[];
};

/** Up to two letters for an avatar without a picture. */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [...(words[0] ?? "?")];
  return letters.slice(0, 2).join("").toUpperCase();
}
