import { createTRPCRouter } from "@/server/api/trpc";

/** coverLetters.*: cover letters of the signed-in user (assistant helper). */
export const coverLettersRouter = createTRPCRouter({});
