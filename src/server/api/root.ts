import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { systemRouter } from "@/server/api/routers/system";

/** Every domain router, mounted under its domain name. */
export const appRouter = createTRPCRouter({
  system: systemRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(ctx).system.health()`. */
export const createCaller = createCallerFactory(appRouter);
