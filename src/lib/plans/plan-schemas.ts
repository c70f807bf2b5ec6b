/**
 * Input rules of every plan, section, revision and notification call, shared by the tRPC
 * procedures and the React forms so both say the same thing. The numbers the product names
 * (page sizes, bulk limit, revision pause, trash retention) are named here once.
 */
import { z } from "zod";
import { CREATE_PLAN_TEXT } from "@/lib/errors/plans";
import {
  PLAN_STATUSES,
  PLAN_SUMMARY_MAX_LENGTH,
  PLAN_TITLE_MAX_LENGTH,
  PLAN_VISIBILITIES,
  PLAN_SOURCES,
  SECTION_BODY_MAX_LENGTH,
  SECTION_KINDS,
  SECTION_TITLE_MAX_LENGTH,
} from "@/lib/plans/plan-rules";
import { repeatedSectionName } from "@/lib/plans/section-names";

// ---- Limits and policies -------------------------------------------------------------------

export const PLAN_PAGE_SIZES = [10, 25, 50, 100] as const;
export type PlanPageSize = (typeof PLAN_PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PlanPageSize = 25;
/** Most plans one bulk action (trash, restore, delete forever, duplicate) may name. */
export const MAX_BULK_IDS = 100;
/** Most sections a plan may be created with in one call. */
export const MAX_SECTIONS_ON_CREATE = 50;
/** Most sections one plan may hold; keeps one plan's page and snapshots a sane size. */
export const MAX_SECTIONS_PER_PLAN = 100;
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** A save after this long without changes first keeps a revision of the plan as it was. */
export const REVISION_PAUSE_MS = 5 * 60 * 1000;
/** Plans stay in the trash this long, then they are deleted for good. */
export const TRASH_RETENTION_DAYS = 30;
export const NOTIFICATION_LIST_DEFAULT_LIMIT = 20;
export const NOTIFICATION_LIST_MAX_LIMIT = 50;

export const PLAN_LIST_SORTS = ["updated", "created", "title"] as const;
export type PlanListSort = (typeof PLAN_LIST_SORTS)[number];
export const SORT_ORDERS = ["asc", "desc"] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
export const PLAN_LIST_VIEWS = ["active", "trash"] as const;
export type PlanListView = (typeof PLAN_LIST_VIEWS)[number];

/** Dates read newest first; titles read A to Z. */
export function defaultSortOrder(sort: PlanListSort): SortOrder {
  return sort === "title" ? "asc" : "desc";
}

// ---- Fields --------------------------------------------------------------------------------

const idField = (what: string) => z.uuid({ error: `${what} is not valid` });

export const planIdField = idField("Plan id");
export const sectionIdField = idField("Section id");
export const revisionIdField = idField("Revision id");

export const planTitleField = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(PLAN_TITLE_MAX_LENGTH, `Title must be at most ${PLAN_TITLE_MAX_LENGTH} characters`);

export const planSummaryField = z
  .string()
  .trim()
  .max(
    PLAN_SUMMARY_MAX_LENGTH,
    `Description must be at most ${PLAN_SUMMARY_MAX_LENGTH} characters`,
  );

export const sectionKindField = z.enum(SECTION_KINDS, { error: "Choose a section type" });

/** Empty means "use the kind's default title" when a section is created. */
export const sectionTitleField = z
  .string()
  .trim()
  .max(
    SECTION_TITLE_MAX_LENGTH,
    `Section title must be at most ${SECTION_TITLE_MAX_LENGTH} characters`,
  );

export const sectionBodyField = z
  .string()
  .max(
    SECTION_BODY_MAX_LENGTH,
    `Section text must be at most ${SECTION_BODY_MAX_LENGTH.toLocaleString("en-US")} characters`,
  );

const expectedVersionField = z
  .number({ error: "Version is required" })
  .int("Version must be a whole number")
  .min(1, "Version must be at least 1");

/** Ids for a bulk action: 1 to MAX_BULK_IDS. Duplicates are ignored by the services. */
export const bulkIdsField = z
  .array(planIdField, { error: "Choose at least one plan" })
  .min(1, "Choose at least one plan")
  .max(MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} plans at a time`);

// ---- plan.* --------------------------------------------------------------------------------

export const newSectionInput = z.object({
  kind: sectionKindField,
  title: sectionTitleField.optional(),
  body: sectionBodyField.optional(),
});

export const createPlanInput = z
  .object({
    title: planTitleField,
    summary: planSummaryField.optional(),
    /** 'ai' plans are created by the AI flow only. */
    source: z.enum(["manual", "existing"], { error: "Choose how the plan was made" }).optional(),
    sections: z
      .array(newSectionInput)
      .max(
        MAX_SECTIONS_ON_CREATE,
        `A new plan can start with at most ${MAX_SECTIONS_ON_CREATE} sections`,
      ),
  })
  .superRefine((input, context) => {
    // A plan made by hand names each section once. An imported document keeps its headings as
    // they are (a document may repeat "Notes"), so "existing" is not checked.
    if ((input.source ?? "manual") !== "manual") return;
    const repeated = repeatedSectionName(input.sections);
    if (repeated) {
      context.addIssue({
        code: "custom",
        path: ["sections"],
        message: CREATE_PLAN_TEXT.sectionNamesRepeat(repeated),
      });
    }
  });
export type CreatePlanInput = z.infer<typeof createPlanInput>;

export const planByIdInput = z.object({ id: planIdField });

export const listPlansInput = z.object({
  query: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH, `Search must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`)
    .optional(),
  status: z.enum(PLAN_STATUSES, { error: "Unknown status" }).optional(),
  visibility: z.enum(PLAN_VISIBILITIES, { error: "Unknown visibility" }).optional(),
  source: z.enum(PLAN_SOURCES, { error: "Unknown source" }).optional(),
  /** Omitted: best match first while searching, else "updated" (see resolvePlanListOrder). */
  sort: z.enum(PLAN_LIST_SORTS, { error: "Sort by updated, created or title" }).optional(),
  /** Omitted: newest first for dates, A to Z for titles (see defaultSortOrder). */
  order: z.enum(SORT_ORDERS, { error: "Order must be asc or desc" }).optional(),
  page: z.number().int("Page must be a whole number").min(1, "Page must be at least 1").default(1),
  pageSize: z
    .literal(PLAN_PAGE_SIZES, { error: `Page size must be one of ${PLAN_PAGE_SIZES.join(", ")}` })
    .default(DEFAULT_PAGE_SIZE),
  view: z.enum(PLAN_LIST_VIEWS, { error: "View must be active or trash" }).default("active"),
});
export type ListPlansInput = z.input<typeof listPlansInput>;
export type ListPlansQuery = z.output<typeof listPlansInput>;

export const updatePlanDetailsInput = z.object({
  id: planIdField,
  expectedVersion: expectedVersionField,
  title: planTitleField.optional(),
  summary: planSummaryField.optional(),
});
export type UpdatePlanDetailsInput = z.infer<typeof updatePlanDetailsInput>;

export const bulkPlansInput = z.object({ ids: bulkIdsField });
export type BulkPlansInput = z.infer<typeof bulkPlansInput>;

// ---- plan.section.* ------------------------------------------------------------------------

export const addSectionInput = z.object({
  planId: planIdField,
  kind: sectionKindField,
  title: sectionTitleField.optional(),
  body: sectionBodyField.optional(),
  /** 0-based; omitted or past the end appends. Sections at and after it move down one. */
  position: z
    .number()
    .int("Position must be a whole number")
    .min(0, "Position must be 0 or more")
    .optional(),
});
export type AddSectionInput = z.infer<typeof addSectionInput>;

export const updateSectionInput = z.object({
  planId: planIdField,
  sectionId: sectionIdField,
  expectedVersion: expectedVersionField,
  title: sectionTitleField.min(1, "Section title is required").optional(),
  body: sectionBodyField.optional(),
});
export type UpdateSectionInput = z.infer<typeof updateSectionInput>;

export const sectionRefInput = z.object({ planId: planIdField, sectionId: sectionIdField });

export const reorderSectionsInput = z.object({
  planId: planIdField,
  /** Every section of the plan, each once, in the new order. */
  sectionIds: z
    .array(sectionIdField)
    .min(1, "List the plan's sections in their new order")
    .max(MAX_SECTIONS_PER_PLAN, `A plan has at most ${MAX_SECTIONS_PER_PLAN} sections`),
});
export type ReorderSectionsInput = z.infer<typeof reorderSectionsInput>;

export const planRefInput = z.object({ planId: planIdField });

// ---- plan.revision.* -----------------------------------------------------------------------

export const revisionRefInput = z.object({ planId: planIdField, revisionId: revisionIdField });

// ---- notification.* ------------------------------------------------------------------------

export const listNotificationsInput = z
  .object({
    limit: z
      .number()
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(NOTIFICATION_LIST_MAX_LIMIT, `Limit must be at most ${NOTIFICATION_LIST_MAX_LIMIT}`)
      .default(NOTIFICATION_LIST_DEFAULT_LIMIT),
  })
  .prefault({});

export const markNotificationsReadInput = z.object({
  ids: z
    .array(z.uuid({ error: "Notification id is not valid" }))
    .min(1, "Choose at least one notification")
    .max(MAX_BULK_IDS, `Choose at most ${MAX_BULK_IDS} notifications at a time`),
});
