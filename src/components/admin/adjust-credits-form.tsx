"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import {
  ADMIN_REASON_MAX_LENGTH,
  adjustmentDescription,
  adminAdjustCreditsInput,
  newActionId,
  type AdjustmentDirection,
} from "@/lib/admin/admin-rules";
import { formatCredits } from "@/lib/credits/credit-packs";
import { ADMIN_TEXT } from "@/lib/errors/admin";
import { useTRPC } from "@/trpc/react";
import { firstFieldError, readApiError } from "@/components/settings/api-error";
import { PendingButton } from "@/components/settings/pending-button";
import type { AdminUser } from "./admin-user-credits";

type FieldName = "amount" | "reason";
type FieldErrors = Partial<Record<FieldName, string>>;

const EMPTY = { direction: "grant" as AdjustmentDirection, amount: "", reason: "" };

/**
 * Add credits to an account or take them back, with a reason the user sees in their history.
 * Taking back asks for confirmation first. One action id per submitted form: sending the same
 * form again (a double click, a retry after a lost answer) moves credits once; changing any field
 * makes it a new action.
 */
export function AdjustCreditsForm({
  user,
  available,
}: {
  user: AdminUser;
  available: number | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const actionId = useRef<string | null>(null);
  const adjust = useMutation(trpc.admin.adjustCredits.mutationOptions());

  function parse() {
    actionId.current ??= newActionId();
    return adminAdjustCreditsInput.safeParse({
      userId: user.id,
      direction: values.direction,
      amount: values.amount.trim() === "" ? Number.NaN : Number(values.amount),
      reason: values.reason,
      actionId: actionId.current,
    });
  }

  function send() {
    const parsed = parse();
    if (!parsed.success) return;
    adjust.mutate(parsed.data, {
      onSuccess: async (result) => {
        setConfirming(false);
        actionId.current = null;
        setValues((previous) => ({ ...EMPTY, direction: previous.direction }));
        if (result.replayed) toast.info(ADMIN_TEXT.alreadyDone);
        else if (result.direction === "grant") {
          toast.success(ADMIN_TEXT.granted(formatCredits(result.moved), user.email));
        } else if (result.shortfall > 0) {
          toast.warning(ADMIN_TEXT.revoked(result.moved, result.shortfall));
        } else toast.success(ADMIN_TEXT.revoked(result.moved, 0));
        await queryClient.invalidateQueries({ queryKey: trpc.admin.userCredits.queryKey() });
      },
      onError: (error) => {
        setConfirming(false);
        const info = readApiError(error);
        const found: FieldErrors = {
          amount: firstFieldError(info, "amount") ?? undefined,
          reason: firstFieldError(info, "reason") ?? undefined,
        };
        setErrors(found);
        if (!found.amount && !found.reason) {
          setFormError(info.message ?? ADMIN_TEXT.adjustFailed);
          toast.error(info.message ?? ADMIN_TEXT.adjustFailed);
        }
      },
    });
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adjust.isPending) return;
    setFormError(null);
    const parsed = parse();
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === "amount" || field === "reason") found[field] ??= issue.message;
        else setFormError(issue.message);
      }
      setErrors(found);
      return;
    }
    if (values.direction === "revoke") setConfirming(true);
    else send();
  }

  function change(field: keyof typeof EMPTY, value: string) {
    // Different details are a different action: a new id on the next submit.
    actionId.current = null;
    setValues((previous) => ({ ...previous, [field]: value }));
    if (field !== "direction") setErrors((previous) => ({ ...previous, [field]: undefined }));
  }

  const amount = Number(values.amount);
  const revoking = values.direction === "revoke";
  return (
    <section aria-labelledby="admin-adjust-title" className="grid gap-3">
      <h3 id="admin-adjust-title" className="text-sm font-semibold">
        Add or remove credits
      </h3>
      <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-[12rem_10rem]">
          <Field label="Action">
            {(control) => (
              <NativeSelect
                {...control}
                name="direction"
                value={values.direction}
                disabled={adjust.isPending}
                onChange={(event) => change("direction", event.target.value)}
              >
                <option value="grant">Add credits</option>
                <option value="revoke">Remove credits</option>
              </NativeSelect>
            )}
          </Field>
          <FormField
            label="Credits"
            name="amount"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={values.amount}
            readOnly={adjust.isPending}
            errors={errors.amount ? [errors.amount] : null}
            onChange={(event) => change("amount", event.target.value)}
          />
        </div>
        <FormField
          label="Reason"
          name="reason"
          maxLength={ADMIN_REASON_MAX_LENGTH}
          value={values.reason}
          readOnly={adjust.isPending}
          errors={errors.reason ? [errors.reason] : null}
          description={
            values.reason.trim()
              ? `The user sees: “${adjustmentDescription(values.direction, values.reason)}”`
              : `Shown to the user in their credit history. At most ${ADMIN_REASON_MAX_LENGTH} characters.`
          }
          onChange={(event) => change("reason", event.target.value)}
        />
        <div>
          <PendingButton
            type="submit"
            variant={revoking ? "destructive" : "default"}
            pending={adjust.isPending && !confirming}
          >
            {revoking ? "Remove credits…" : "Add credits"}
          </PendingButton>
        </div>
      </form>
      <Dialog open={confirming} onOpenChange={(open) => !adjust.isPending && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              Remove {Number.isFinite(amount) ? formatCredits(amount) : "credits"} from {user.email}
              ?
            </DialogTitle>
            <DialogDescription>
              Only available credits can be taken back
              {available !== null ? ` (${formatCredits(available)} now)` : ""}; whatever has already
              been spent stays spent and is reported as the shortfall. The user sees “
              {adjustmentDescription("revoke", values.reason)}” in their credit history.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={adjust.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <PendingButton variant="destructive" pending={adjust.isPending} onClick={send}>
              Remove credits
            </PendingButton>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
