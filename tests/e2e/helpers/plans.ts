import type { APIRequestContext } from "@playwright/test";
import { trpcMutation } from "./trpc";

export interface SeedSection {
  kind: string;
  title?: string;
  body?: string;
}

export interface SeededPlan {
  id: string;
  title: string;
  version: number;
  sections: { id: string; title: string; body: string; version: number }[];
}

/** Creates a plan for the signed-in user of `request` through the API (test set-up only). */
export async function createPlanViaApi(
  request: APIRequestContext,
  input: { title: string; summary?: string; sections?: SeedSection[] },
): Promise<SeededPlan> {
  return trpcMutation<SeededPlan>(request, "plan.create", {
    sections: [{ kind: "overview", body: "" }],
    ...input,
  });
}
