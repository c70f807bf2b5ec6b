import { createTRPCRouter } from "@/server/api/trpc";

/** attachments.*: the signed-in user's attachments (attachments helper). */
export const attachmentsRouter = createTRPCRouter({});
