import "server-only";
import { notFound, redirect } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { planIdField } from "@/lib/plans/plan-schemas";
import { loginUrlFor } from "@/lib/routes/route-access";
import { getQueryClient, trpc } from "@/trpc/server";

/**
 * The plan of /plan/{id}, read through the request's query client (so the layout, the metadata
 * and the page read it once, and the client editor gets it with the page). A missing plan — or
 * another user's, which answers the same — is the app's 404.
 */
export async function loadPlan(id: string) {
  if (!planIdField.safeParse(id).success) notFound();
  try {
    return await getQueryClient().fetchQuery(trpc.plan.get.queryOptions({ id }));
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
    // A session cookie that is no longer valid: sign in again and come back here.
    if (error instanceof TRPCError && error.code === "UNAUTHORIZED") {
      redirect(loginUrlFor(`/plan/${id}`));
    }
    throw error;
  }
}
