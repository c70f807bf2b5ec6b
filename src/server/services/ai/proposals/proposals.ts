/**
 * Changes to a plan the assistant proposes (tools in plan-tools.ts create them) and the owner's
 * Apply / Dismiss. Nothing here runs without the owner: a proposal only becomes plan text when
 * its owner applies it, and every call re-checks that the plan and the proposal are theirs
 * (another user's answers "not found", so ids cannot be probed).
 *
 * Apply records a revision first (reason ai_proposal), so the change is undone by restoring that
 * revision from the plan's history; the revision id is returned for the "Undo" toast.
 *
 * A stale proposal — its section was edited after the suggestion was made — is still applied
 * (the user saw the suggested text and chose it), and the answer says `stale: true`: the edits
 * made in between are replaced, but the revision recorded first keeps them, and the toast says
 * where they are. Refusing instead would leave the user with a suggestion they cannot use.
 */
import { and, desc, eq } from "drizzle-orm";
import { AppError } from "@/lib/app-error";
import { AI_PANEL_TEXT } from "@/lib/errors/ai";
import { ERROR_CODES } from "@/lib/errors/codes";
import { PROPOSAL_LIST_LIMIT } from "@/lib/ai/assistant-schemas";
import type { SectionProposalData } from "@/lib/ai/stream-data";
import { REVISION_REASONS } from "@/lib/plans/revision-reasons";
import { aiProposals, planRevisions, planSections } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import {
  findOwnedPlan,
  loadPlanWithSections,
  lockOwnedPlan,
  sectionNotFound,
  type DbOrTx,
  type PlanWithSections,
} from "@/server/services/plans/plan-access";
import type { RevisionSnapshot } from "@/server/services/plans/revisions";
import { insertSection } from "@/server/services/plans/sections";
import { refreshSearchDocuments } from "@/server/services/plans/search-document";

export type ProposalStatus = "open" | "applied" | "dismissed";

export interface ProposalView extends SectionProposalData {
  status: ProposalStatus;
  createdAt: Date;
  resolvedAt: Date | null;
}

export interface AppliedProposal {
  proposal: ProposalView;
  /** The plan after the change, for the editor to show. */
  plan: PlanWithSections;
  /** The revision recorded before the change: restoring it is the undo. */
  revisionId: string;
  /** The section had been edited since the suggestion; those edits are in the revision. */
  stale: boolean;
}

type ProposalRow = typeof aiProposals.$inferSelect;

function toView(row: ProposalRow): ProposalView {
  return {
    proposalId: row.id,
    planId: row.planId,
    sectionId: row.sectionId,
    title: row.title,
    before: row.bodyBefore,
    after: row.bodyAfter,
    reason: row.reason,
    status: row.status as ProposalStatus,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
  };
}

/** The tool's output: what the chat renders as a ProposalCard (JSON-safe, no dates). */
function toProposalData(row: ProposalRow): SectionProposalData {
  const { proposalId, planId, sectionId, title, before, after, reason } = toView(row);
  return { proposalId, planId, sectionId, title, before, after, reason };
}

function proposalNotFound(): AppError {
  return new AppError(ERROR_CODES.notFound, 404, AI_PANEL_TEXT.proposalNotFound);
}

export interface ProposalContext {
  userId: string;
  planId: string;
  generationId?: string;
}

/** Stores a proposal made in `context` (the plan's ownership already checked). */
async function insertProposal(
  db: Database,
  context: ProposalContext,
  proposal: {
    sectionId: string | null;
    title: string;
    bodyBefore: string;
    bodyAfter: string;
    reason: string;
  },
): Promise<SectionProposalData> {
  const [row] = await db
    .insert(aiProposals)
    .values({
      userId: context.userId,
      planId: context.planId,
      ...proposal,
      generationId: context.generationId ?? null,
    })
    .returning();
  return toProposalData(row!);
}

/**
 * Stores a proposed change to one section of the owner's plan. The section must belong to that
 * plan (else "section not found"); its current text becomes the diff's left side.
 */
export async function proposeSectionChange(
  db: Database,
  context: ProposalContext,
  change: { sectionId: string; title?: string; body: string; reason: string },
): Promise<SectionProposalData> {
  await findOwnedPlan(db, context.userId, context.planId);
  const [section] = await db
    .select({ id: planSections.id, title: planSections.title, body: planSections.body })
    .from(planSections)
    .where(and(eq(planSections.id, change.sectionId), eq(planSections.planId, context.planId)));
  if (!section) throw sectionNotFound();
  return insertProposal(db, context, {
    sectionId: section.id,
    title: change.title?.trim() || section.title,
    bodyBefore: section.body,
    bodyAfter: change.body,
    reason: change.reason,
  });
}

/** Stores a proposed new section (appended at the end when applied). */
export async function proposeNewSection(
  db: Database,
  context: ProposalContext,
  change: { title: string; body: string; reason: string },
): Promise<SectionProposalData> {
  await findOwnedPlan(db, context.userId, context.planId);
  return insertProposal(db, context, {
    sectionId: null,
    title: change.title.trim(),
    bodyBefore: "",
    bodyAfter: change.body,
    reason: change.reason,
  });
}

/** The open proposals of the owner's plan, newest first. */
export async function listOpenProposals(
  db: Database,
  userId: string,
  planId: string,
): Promise<ProposalView[]> {
  await findOwnedPlan(db, userId, planId);
  const rows = await db
    .select()
    .from(aiProposals)
    .where(
      and(
        eq(aiProposals.planId, planId),
        eq(aiProposals.userId, userId),
        eq(aiProposals.status, "open"),
      ),
    )
    .orderBy(desc(aiProposals.createdAt), desc(aiProposals.id))
    .limit(PROPOSAL_LIST_LIMIT);
  return rows.map(toView);
}

async function findOwnedProposal(
  db: DbOrTx,
  userId: string,
  proposalId: string,
  lock = false,
): Promise<ProposalRow> {
  const query = db
    .select()
    .from(aiProposals)
    .where(and(eq(aiProposals.id, proposalId), eq(aiProposals.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw proposalNotFound();
  // The plan must still be the user's and out of the trash.
  await findOwnedPlan(db, userId, row.planId);
  return row;
}

/** One proposal of the owner (any status). */
export async function getProposal(
  db: Database,
  userId: string,
  proposalId: string,
): Promise<ProposalView> {
  return toView(await findOwnedProposal(db, userId, proposalId));
}

function requireOpen(row: ProposalRow): void {
  if (row.status !== "open") {
    throw new AppError(ERROR_CODES.conflict, 409, AI_PANEL_TEXT.proposalResolved);
  }
}

/** Applies an open proposal: a revision first, then the change, then the proposal is applied. */
export async function applyProposal(
  db: Database,
  userId: string,
  proposalId: string,
): Promise<AppliedProposal> {
  return db.transaction(async (tx) => {
    // Plan first, then the proposal: the same lock order as every other change to the plan.
    const unlocked = await findOwnedProposal(tx, userId, proposalId);
    const before = await loadPlanWithSections(tx, userId, unlocked.planId);
    await lockOwnedPlan(tx, userId, unlocked.planId);
    const row = await findOwnedProposal(tx, userId, proposalId, true);
    requireOpen(row);

    const current = row.sectionId
      ? before.sections.find((section) => section.id === row.sectionId)
      : undefined;
    // The section was deleted since: the proposal went with it (cascade), so this is not reached
    // for a deleted section; a row without its section is refused all the same.
    if (row.sectionId && !current) throw sectionNotFound();

    const snapshot: RevisionSnapshot = {
      title: before.title,
      summary: before.summary,
      sections: before.sections.map(({ kind, title, body }) => ({ kind, title, body })),
    };
    const [revision] = await tx
      .insert(planRevisions)
      .values({ planId: row.planId, reason: REVISION_REASONS.aiProposal, snapshot })
      .returning({ id: planRevisions.id });

    let stale = false;
    if (current) {
      stale = current.body !== row.bodyBefore;
      await tx
        .update(planSections)
        .set({ title: row.title, body: row.bodyAfter, version: current.version + 1 })
        .where(eq(planSections.id, current.id));
      await refreshSearchDocuments(tx, [row.planId]);
    } else {
      // insertSection refreshes the search document and refuses past MAX_SECTIONS_PER_PLAN.
      await insertSection(tx, row.planId, {
        kind: "custom",
        title: row.title,
        body: row.bodyAfter,
      });
    }

    const [applied] = await tx
      .update(aiProposals)
      .set({ status: "applied", resolvedAt: new Date() })
      .where(eq(aiProposals.id, row.id))
      .returning();
    return {
      proposal: toView(applied!),
      plan: await loadPlanWithSections(tx, userId, row.planId),
      revisionId: revision!.id,
      stale,
    };
  });
}

/** Dismisses an open proposal; it can no longer be applied. */
export async function dismissProposal(
  db: Database,
  userId: string,
  proposalId: string,
): Promise<ProposalView> {
  return db.transaction(async (tx) => {
    const row = await findOwnedProposal(tx, userId, proposalId, true);
    requireOpen(row);
    const [dismissed] = await tx
      .update(aiProposals)
      .set({ status: "dismissed", resolvedAt: new Date() })
      .where(eq(aiProposals.id, row.id))
      .returning();
    return toView(dismissed!);
  });
}
