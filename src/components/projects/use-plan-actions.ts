"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { useInvalidateNotifications } from "@/components/notifications/use-notifications";
import { readApiError } from "@/components/settings/api-error";
import { PLAN_LIST_ERRORS } from "@/lib/errors/plans";
import { TRASH_RETENTION_DAYS } from "@/lib/plans/plan-schemas";
import { useTRPC } from "@/trpc/react";
import { describePlans, type PlanRef } from "./plan-labels";

const ids = (plans: readonly PlanRef[]) => plans.map((plan) => plan.id);

/**
 * The list's actions on one or more plans — to the trash (with Undo), back from it, deleted for
 * good, duplicated — each ending in a toast and a fresh list. Each returns whether it worked, so
 * a dialog knows to close and a selection to clear.
 */
export function usePlanActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidateNotifications = useInvalidateNotifications();
  const trash = useMutation(trpc.plan.trash.mutationOptions());
  const restore = useMutation(trpc.plan.restore.mutationOptions());
  const deleteForever = useMutation(trpc.plan.deleteForever.mutationOptions());
  const duplicate = useMutation(trpc.plan.duplicate.mutationOptions());

  // Every list and the dashboard's cards and search show plans: all of them may have changed.
  const refreshPlans = () => queryClient.invalidateQueries({ queryKey: trpc.plan.list.queryKey() });

  function failed(error: unknown, fallback: string): false {
    toast.error(readApiError(error).message ?? fallback);
    return false;
  }

  async function restorePlans(plans: readonly PlanRef[]): Promise<boolean> {
    try {
      await restore.mutateAsync({ ids: ids(plans) });
      toast.success(`${describePlans(plans)} restored`);
      return true;
    } catch (error) {
      return failed(error, PLAN_LIST_ERRORS.restoreFailed);
    } finally {
      // Restoring adds a notification; the bell should show it now, not at its next poll.
      void refreshPlans();
      void invalidateNotifications();
    }
  }

  async function trashPlans(plans: readonly PlanRef[]): Promise<boolean> {
    try {
      await trash.mutateAsync({ ids: ids(plans) });
      toast.success(`${describePlans(plans)} moved to the Trash`, {
        description: `Restore ${plans.length === 1 ? "it" : "them"} from the Trash within ${TRASH_RETENTION_DAYS} days.`,
        action: { label: "Undo", onClick: () => void restorePlans(plans) },
      });
      return true;
    } catch (error) {
      return failed(error, PLAN_LIST_ERRORS.trashFailed);
    } finally {
      void refreshPlans();
    }
  }

  async function deletePlansForever(plans: readonly PlanRef[]): Promise<boolean> {
    try {
      await deleteForever.mutateAsync({ ids: ids(plans) });
      toast.success(`${describePlans(plans)} deleted forever`);
      return true;
    } catch (error) {
      return failed(error, PLAN_LIST_ERRORS.deleteForeverFailed);
    } finally {
      void refreshPlans();
    }
  }

  async function duplicatePlans(plans: readonly PlanRef[]): Promise<boolean> {
    try {
      await duplicate.mutateAsync({ ids: ids(plans) });
      toast.success(`${describePlans(plans)} duplicated`);
      return true;
    } catch (error) {
      return failed(error, PLAN_LIST_ERRORS.duplicateFailed);
    } finally {
      void refreshPlans();
    }
  }

  return {
    trashPlans,
    restorePlans,
    deletePlansForever,
    duplicatePlans,
    pending: trash.isPending || restore.isPending || deleteForever.isPending || duplicate.isPending,
  };
}
