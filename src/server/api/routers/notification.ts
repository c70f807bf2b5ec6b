import { listNotificationsInput, markNotificationsReadInput } from "@/lib/plans/plan-schemas";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationsRead,
} from "@/server/services/notifications/notifications";

/** `notification.*`: the signed-in user's notifications (the bell). */
export const notificationRouter = createTRPCRouter({
  list: protectedProcedure
    .input(listNotificationsInput)
    .query(({ ctx, input }) => listNotifications(ctx.db, ctx.session.user.id, input.limit)),
  /** Another user's ids (and notifications already read) are left alone and not counted. */
  markRead: protectedProcedure
    .input(markNotificationsReadInput)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.db, ctx.session.user.id, input.ids)),
  markAllRead: protectedProcedure.mutation(({ ctx }) =>
    markAllNotificationsRead(ctx.db, ctx.session.user.id),
  ),
});
