/**
 * Shared by the assistant suites: plans of the owner and of a stranger, and a way to call one
 * of the plan tools the way the AI SDK does.
 */
import type { ToolSet } from "ai";
import { and, count, eq } from "drizzle-orm";
import { aiProposals, planRevisions } from "@/server/db/schema";
import type { Database } from "@/server/db/types";
import type { Caller } from "../plans/plans-test-kit";

export async function callTool(tools: ToolSet, name: string, input: unknown): Promise<unknown> {
  const execute = tools[name]?.execute;
  if (!execute) throw new Error(`no tool ${name}`);
  return execute(input as never, { toolCallId: "call-1", messages: [], context: {} });
}

export async function planWithSections(caller: Caller, title: string, bodies: string[]) {
  return caller.plan.create({
    title,
    sections: bodies.map((body, index) => ({
      kind: index === 0 ? ("overview" as const) : ("custom" as const),
      title: `Section ${index + 1}`,
      body,
    })),
  });
}

export async function proposalCount(db: Database, planId: string, status?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(aiProposals)
    .where(
      status
        ? and(eq(aiProposals.planId, planId), eq(aiProposals.status, status))
        : eq(aiProposals.planId, planId),
    );
  return row!.n;
}

export async function revisionCount(db: Database, planId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(planRevisions)
    .where(eq(planRevisions.planId, planId));
  return row!.n;
}
