import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { authRouter } from "@/server/api/routers/auth";
import { profileRouter } from "@/server/api/routers/profile";
import { systemRouter } from "@/server/api/routers/system";

/** Every domain router, mounted under its domain name. */
export const appRouter = createTRPCRouter({
  system: systemRouter,
  auth: authRouter,
  profile: profileRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(ctx).system.health()`. */
export const createCaller = createCallerFactory(appRouter);
