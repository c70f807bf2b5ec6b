"use client";

import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { USERNAME_MESSAGES, usernameProblem } from "@/lib/auth/username-rules";
import { ACCOUNT_ERRORS, SETTINGS_TEXT } from "@/lib/errors/accounts";
import { ERROR_CODES } from "@/lib/errors/codes";
import { USERNAME_MAX_LENGTH } from "@/lib/routes/username-pattern";
import { useTRPC } from "@/trpc/react";
import { firstFieldError, readApiError } from "./api-error";
import { PendingButton } from "./pending-button";
import { ProfileLoadError } from "./profile-load-error";
import { SettingsCard, SettingsForm } from "./settings-card";
import { SettingsCardSkeleton } from "./settings-skeleton";
import { useInvalidateProfile, useProfile } from "./use-profile";
import { useUsernameAvailability } from "./use-username-availability";
import { PublicProfilePreview, UsernameStatus } from "./username-status";

/** /settings/username: pick a username, checked as you type, and see the public address. */
export function UsernameSettings() {
  const profile = useProfile();
  if (profile.isPending) return <SettingsCardSkeleton />;
  if (profile.isError) {
    return (
      <ProfileLoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
    );
  }
  return <UsernameForm key={profile.data.id} current={profile.data.username} />;
}

/** States in which saving makes no sense (the server would refuse, or nothing changes). */
const UNSAVEABLE = new Set(["empty", "invalid", "current", "unavailable"]);

function UsernameForm({ current }: { current: string | null }) {
  const trpc = useTRPC();
  const invalidateProfile = useInvalidateProfile();
  const inputId = useId();
  const statusId = `${inputId}-status`;
  const [value, setValue] = useState(current ?? "");
  const [saveError, setSaveError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const availability = useUsernameAvailability(value, current);
  const update = useMutation(trpc.profile.update.mutationOptions());
  const candidate = value.trim();
  const invalid =
    !!saveError || availability.state === "invalid" || availability.state === "unavailable";
  const preview = availability.state === "available" ? availability.username : current || null;

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const problem = usernameProblem(candidate);
    if (problem || UNSAVEABLE.has(availability.state)) {
      if (problem) setSaveError(problem);
      return;
    }
    update.mutate(
      { username: candidate },
      {
        onSuccess: async () => {
          toast.success(SETTINGS_TEXT.usernameSaved);
          await invalidateProfile();
        },
        onError: (error) => {
          const info = readApiError(error);
          const forField = firstFieldError(info, "username");
          if (info.httpStatus === 409 || info.appCode === ERROR_CODES.usernameTaken) {
            setSaveError(forField ?? USERNAME_MESSAGES.taken);
          } else if (forField) {
            setSaveError(forField);
          } else {
            setFormError(ACCOUNT_ERRORS.profileUpdateFailed);
          }
        },
      },
    );
  }

  return (
    <SettingsCard
      title="Username"
      description="Your username is your handle in Plansmith and the address of your public profile."
    >
      <SettingsForm onSubmit={onSubmit} error={formError}>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Username</Label>
          <div className="relative">
            <span
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
              aria-hidden
            >
              @
            </span>
            <Input
              id={inputId}
              name="username"
              className="pl-7"
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                setSaveError(null);
                setFormError(null);
              }}
              autoComplete="username"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              maxLength={USERNAME_MAX_LENGTH + 10}
              aria-invalid={invalid || undefined}
              aria-describedby={statusId}
              data-settled-value={availability.settledValue}
              readOnly={update.isPending}
            />
          </div>
          <UsernameStatus id={statusId} availability={availability} saveError={saveError} />
        </div>
        <PublicProfilePreview username={preview} />
        <div>
          <PendingButton
            type="submit"
            pending={update.isPending}
            disabled={!!saveError || UNSAVEABLE.has(availability.state)}
          >
            Save username
          </PendingButton>
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
