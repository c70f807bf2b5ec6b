import "server-only";
import { notFound, redirect } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { ADMIN_HOME_PATH } from "@/lib/admin/admin-rules";
import { loginUrlFor } from "@/lib/routes/route-access";
import { serverCaller } from "@/trpc/server";

/**
 * Lets admins through, with the same check as every admin procedure (`adminProcedure`). Anyone
 * else gets the app's ordinary 404 page, so the admin area's existence is not given away; a
 * session cookie that is no longer valid goes to sign-in (the proxy already sends visitors with
 * no session cookie there, with the exact path).
 */
export async function requireAdmin(): Promise<void> {
  try {
    await (await serverCaller()).admin.access();
  } catch (error) {
    if (error instanceof TRPCError && error.code === "FORBIDDEN") notFound();
    if (error instanceof TRPCError && error.code === "UNAUTHORIZED") {
      redirect(loginUrlFor(ADMIN_HOME_PATH));
    }
    throw error;
  }
}
