/**
 * The assistant's tools in plan context: read the plan, propose a change to a section or a new
 * section. Every call re-checks on the server that the plan belongs to `userId`; proposals are
 * stored (ai_proposals) and applied only by the owner's click. CONTRACT STUB: the assistant
 * helper implements it; the chat endpoint passes its result to startGeneration.
 */
import type { ToolSet } from "ai";
import type { Database } from "@/server/db/client";

export function planTools(
  db: Database,
  input: { userId: string; planId: string; generationId?: string },
): ToolSet {
  void db;
  void input;
  return {};
}
