"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useInvalidateNotifications } from "@/components/notifications/use-notifications";
import { readApiError } from "@/components/settings/api-error";
import { PUBLISHING_TEXT } from "@/lib/errors/publishing";
import { useTRPC } from "@/trpc/react";
import { describePlans, plansCount, type PlanRef } from "./plan-labels";

const ids = (plans: readonly PlanRef[]) => plans.map((plan) => plan.id);
const text = PUBLISHING_TEXT.bulk;

/**
 * The list's publishing actions on the selected plans — share (private plans get an unlisted
 * link, shared ones a new public version), update the public versions, unpublish — each ending
 * in a toast with how many plans the server changed, and a fresh list (badges) and bell. Each
 * returns whether it worked, so a dialog knows to close and a selection to clear.
 */
export function usePublishingActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidateNotifications = useInvalidateNotifications();
  const publish = useMutation(trpc.publishing.bulkPublish.mutationOptions());
  const update = useMutation(trpc.publishing.bulkUpdate.mutationOptions());
  const unpublish = useMutation(trpc.publishing.bulkUnpublish.mutationOptions());

  function refresh() {
    void queryClient.invalidateQueries({ queryKey: trpc.plan.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.publishing.state.queryKey() });
    void invalidateNotifications();
  }

  /** "3 plans" when the server changed as many as were selected, else the server's count. */
  function subject(plans: readonly PlanRef[], count: number): string {
    return count === plans.length ? describePlans(plans) : plansCount(count);
  }

  async function run(
    plans: readonly PlanRef[],
    call: (input: { ids: string[] }) => Promise<{ count: number }>,
    done: (count: number) => void,
    failure: string,
  ): Promise<boolean> {
    try {
      done((await call({ ids: ids(plans) })).count);
      return true;
    } catch (error) {
      toast.error(readApiError(error).message ?? failure);
      return false;
    } finally {
      refresh();
    }
  }

  return {
    sharePlans: (plans: readonly PlanRef[]) =>
      run(
        plans,
        publish.mutateAsync,
        (count) =>
          toast.success(text.published(subject(plans, count)), {
            description: text.publishedHint,
          }),
        text.publishFailed,
      ),
    updatePublications: (plans: readonly PlanRef[]) =>
      run(
        plans,
        update.mutateAsync,
        (count) =>
          count === 0
            ? toast.info(text.nothingToUpdate)
            : toast.success(text.updated(subject(plans, count))),
        text.updateFailed,
      ),
    unpublishPlans: (plans: readonly PlanRef[]) =>
      run(
        plans,
        unpublish.mutateAsync,
        (count) =>
          count === 0
            ? toast.info(text.nothingToUnpublish)
            : toast.success(text.unpublished(subject(plans, count))),
        text.unpublishFailed,
      ),
    pending: publish.isPending || update.isPending || unpublish.isPending,
  };
}
