import { env } from "@/env";
import { checkHealth } from "@/server/services/health/check-health";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";

export const systemRouter = createTRPCRouter({
  /** Same report as GET /api/health. */
  health: publicProcedure.query(({ ctx }) =>
    checkHealth(async () => ctx.db, env.NEXT_PUBLIC_BUILD_ID),
  ),
  /** The build this server runs; the client compares it with its own to offer a reload. */
  version: publicProcedure.query(() => ({ version: env.NEXT_PUBLIC_BUILD_ID })),
});
