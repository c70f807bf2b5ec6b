"use client";

import { useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { useAuthSession } from "@/components/auth/auth-session-provider";
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
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { deleteAccountInput } from "@/lib/auth/schemas";
import { SETTINGS_TEXT } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { useTRPC } from "@/trpc/react";
import { readApiError } from "./api-error";
import { PendingButton } from "./pending-button";
import { SettingsCard } from "./settings-card";

const DELETED = [
  "your profile, your name and your username",
  "your plans and everything in them",
  "your sign-in on every device",
];

/** The danger zone of /settings/security: delete the account, after giving the password. */
export function DeleteAccount() {
  return (
    <SettingsCard
      title="Delete account"
      description="Permanently delete your account and everything in it. This cannot be undone."
      className="border-destructive/40"
    >
      <DeleteAccountDialog />
    </SettingsCard>
  );
}

function DeleteAccountDialog() {
  const trpc = useTRPC();
  const { signOut } = useAuthSession();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useMutation(trpc.auth.deleteAccount.mutationOptions());

  function onOpenChange(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    setPassword("");
    setFieldError(null);
    setFormError(null);
  }

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = deleteAccountInput.safeParse({ password });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    remove.mutate(parsed.data, {
      onSuccess: async () => {
        toast.success(SETTINGS_TEXT.accountDeleted);
        // Home, not the login page the sign-out rule would pick for a signed-in page.
        await signOut({ redirectTo: "/" });
      },
      onError: (error) => {
        const info = readApiError(error);
        if (info.appCode === ERROR_CODES.wrongPassword || info.fieldErrors.password) {
          setFieldError(info.message ?? info.fieldErrors.password?.[0] ?? null);
        } else {
          setFormError(info.message ?? SETTINGS_TEXT.accountDeleteFailed);
        }
      },
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 aria-hidden />
          Delete account
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="grid gap-4" onSubmit={onSubmit} noValidate>
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription asChild>
              <div className="grid gap-2">
                <p>This permanently deletes:</p>
                <ul className="list-disc space-y-1 pl-5">
                  {DELETED.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <p>It cannot be undone. Enter your password to confirm.</p>
              </div>
            </DialogDescription>
          </DialogHeader>
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <FormField
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            readOnly={remove.isPending}
            onChange={(event) => {
              setPassword(event.target.value);
              setFieldError(null);
            }}
            errors={fieldError ? [fieldError] : null}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={remove.isPending}>
                Cancel
              </Button>
            </DialogClose>
            <PendingButton type="submit" variant="destructive" pending={remove.isPending}>
              Delete my account
            </PendingButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
