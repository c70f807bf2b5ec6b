import type { inferInput, inferOutput } from "@trpc/tanstack-react-query";
import type { useTRPC } from "@/trpc/react";

type PlanProcedures = ReturnType<typeof useTRPC>["plan"];

/** A plan with its sections in order, as `plan.get` answers it. */
export type PlanWithSections = inferOutput<PlanProcedures["get"]>;
/** One section of a plan (Markdown body, version for optimistic saves). */
export type PlanSection = PlanWithSections["sections"][number];
export type PlanDetails = Omit<PlanWithSections, "sections">;
export type RevisionListItem = inferOutput<PlanProcedures["revision"]["list"]>[number];
export type RevisionDetail = inferOutput<PlanProcedures["revision"]["get"]>;
export type AddSectionInput = inferInput<PlanProcedures["section"]["add"]>;

/** What a section's autosave sends: its title and its Markdown body (a draft's content). */
export type SectionContent = { title: string; body: string };

/** What the plan's details autosave sends. */
export type DetailsContent = { title: string; summary: string };
