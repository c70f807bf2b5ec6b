import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { adminRouter } from "@/server/api/routers/admin";
import { aiRouter } from "@/server/api/routers/ai";
import { aiPlanRouter } from "@/server/api/routers/ai-plan";
import { aiThreadsRouter } from "@/server/api/routers/ai-threads";
import { attachmentsRouter } from "@/server/api/routers/attachments";
import { coverLettersRouter } from "@/server/api/routers/cover-letters";
import { planAssistantRouter } from "@/server/api/routers/plan-assistant";
import { authRouter } from "@/server/api/routers/auth";
import { creditsRouter } from "@/server/api/routers/credits";
import { notificationRouter } from "@/server/api/routers/notification";
import { planRouter } from "@/server/api/routers/plan";
import { planCustomizationRouter } from "@/server/api/routers/plan-customization";
import { planImportRouter } from "@/server/api/routers/plan-import";
import { profileRouter } from "@/server/api/routers/profile";
import { publishingRouter } from "@/server/api/routers/publishing";
import { publishingViewsRouter } from "@/server/api/routers/publishing-views";
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
  ai: aiRouter,
  aiThreads: aiThreadsRouter,
  aiPlan: aiPlanRouter,
  planAssistant: planAssistantRouter,
  coverLetters: coverLettersRouter,
  attachments: attachmentsRouter,
  publishing: publishingRouter,
  publishingViews: publishingViewsRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(ctx).system.health()`. */
export const createCaller = createCallerFactory(appRouter);
