import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { adminRouter } from "@/server/api/routers/admin";
import { authRouter } from "@/server/api/routers/auth";
import { creditsRouter } from "@/server/api/routers/credits";
import { notificationRouter } from "@/server/api/routers/notification";
import { planRouter } from "@/server/api/routers/plan";
import { planCustomizationRouter } from "@/server/api/routers/plan-customization";
import { planImportRouter } from "@/server/api/routers/plan-import";
import { profileRouter } from "@/server/api/routers/profile";
import { systemRouter } from "@/server/api/routers/system";

/** Every domain router, mounted under its domain name. */
export const appRouter = createTRPCRouter({
  system: systemRouter,
  admin: adminRouter,
  auth: authRouter,
  profile: profileRouter,
  plan: planRouter,
  notification: notificationRouter,
  planCustomization: planCustomizationRouter,
  planImport: planImportRouter,
  credits: creditsRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(ctx).system.health()`. */
export const createCaller = createCallerFactory(appRouter);
