/**
 * Inputs of the publishing API (tRPC `publishing.*`), shared by the Share dialog and the server.
 */
import { z } from "zod";
import { SLUG_MAX_LENGTH } from "@/lib/publishing/slug-rules";

/** At most this many pre-drawn diagrams per publish, each at most this many characters of SVG. */
export const PUBLISH_MAX_DIAGRAMS = 50;
export const PUBLISHED_SVG_MAX_LENGTH = 1_000_000;

export const SHARED_VISIBILITIES = ["unlisted", "public"] as const;
export type SharedVisibility = (typeof SHARED_VISIBILITIES)[number];

const planId = z.uuid();

/** A diagram the owner's browser drew for the snapshot (see PublishedDiagram). */
export const drawnDiagramInput = z.object({
  sectionId: z.uuid(),
  index: z.int().min(0).max(1_000),
  source: z.string().max(50_000),
  svg: z.string().max(PUBLISHED_SVG_MAX_LENGTH),
});
export type DrawnDiagram = z.infer<typeof drawnDiagramInput>;

const drawnDiagrams = z.array(drawnDiagramInput).max(PUBLISH_MAX_DIAGRAMS).default([]);

export const estimateInput = z.object({
  amountMinor: z.int().min(0).max(1_000_000_000_00),
  currency: z.string().regex(/^[A-Z]{3}$/),
  note: z.string().max(300).default(""),
});

export const publishInput = z.object({
  planId,
  visibility: z.enum(SHARED_VISIBILITIES),
  /** Required for public; ignored for unlisted. Checked with slug-rules on the server. */
  slug: z
    .string()
    .max(SLUG_MAX_LENGTH * 2)
    .optional(),
  /** null hides the estimate. */
  estimate: estimateInput.nullable().default(null),
  diagrams: drawnDiagrams,
});
export type PublishInput = z.infer<typeof publishInput>;

export const updatePublicationInput = z.object({ planId, diagrams: drawnDiagrams });
export type UpdatePublicationInput = z.infer<typeof updatePublicationInput>;

export const checkSlugInput = z.object({ planId, slug: z.string().max(SLUG_MAX_LENGTH * 2) });

export const planIdInput = z.object({ planId });

export const bulkPublishingInput = z.object({ ids: z.array(z.uuid()).min(1).max(100) });
