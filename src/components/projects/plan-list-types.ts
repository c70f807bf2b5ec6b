import type { inferInput, inferOutput } from "@trpc/tanstack-react-query";
import type { useTRPC } from "@/trpc/react";

type PlanProcedures = ReturnType<typeof useTRPC>["plan"];

/** One page of `plan.list`: the items, the total and the page counts. */
export type PlanListPage = inferOutput<PlanProcedures["list"]>;
/** One row of `plan.list` (no sections; a snippet when searching). */
export type PlanListItem = PlanListPage["items"][number];
export type PlanListQueryInput = inferInput<PlanProcedures["list"]>;
