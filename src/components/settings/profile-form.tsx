"use client";

import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { FormField } from "@/components/ui/form-field";
import { fullNameField } from "@/lib/auth/schemas";
import { ERROR_MESSAGES, SETTINGS_TEXT } from "@/lib/error-catalogue";
import { useTRPC } from "@/trpc/react";
import { firstFieldError, readApiError } from "./api-error";
import { PendingButton } from "./pending-button";
import { ProfileLoadError } from "./profile-load-error";
import { SettingsCard, SettingsForm } from "./settings-card";
import { SettingsCardSkeleton } from "./settings-skeleton";
import { useInvalidateProfile, useProfile } from "./use-profile";

/** /settings/profile: the full name (editable) and the sign-in e-mail (shown). */
export function ProfileSettings() {
  const profile = useProfile();
  if (profile.isPending) return <SettingsCardSkeleton fields={2} />;
  if (profile.isError) {
    return (
      <ProfileLoadError onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
    );
  }
  return (
    <ProfileForm
      key={profile.data.id}
      email={profile.data.email}
      savedName={profile.data.full_name ?? ""}
    />
  );
}

function ProfileForm({ email, savedName }: { email: string; savedName: string }) {
  const trpc = useTRPC();
  const invalidateProfile = useInvalidateProfile();
  const [name, setName] = useState(savedName);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const update = useMutation(trpc.profile.update.mutationOptions());
  const unchanged = name.trim() === savedName.trim();

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = fullNameField.safeParse(name);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? ERROR_MESSAGES.invalidInput);
      return;
    }
    setFieldError(null);
    update.mutate(
      { full_name: parsed.data || null },
      {
        onSuccess: async (saved) => {
          setName(saved.full_name ?? "");
          toast.success(SETTINGS_TEXT.profileSaved);
          await invalidateProfile();
        },
        onError: (error) => {
          const info = readApiError(error);
          const forField = firstFieldError(info, "full_name");
          if (forField) setFieldError(forField);
          else setFormError(ERROR_MESSAGES.profileUpdateFailed);
        },
      },
    );
  }

  return (
    <SettingsCard
      title="Profile"
      description="How you appear in Plansmith and on the plans you share."
    >
      <SettingsForm onSubmit={onSubmit} error={formError}>
        <FormField
          label="Full name"
          name="full_name"
          autoComplete="name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setFieldError(null);
          }}
          errors={fieldError ? [fieldError] : null}
          readOnly={update.isPending}
          maxLength={120}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          value={email}
          readOnly
          className="[&_input]:bg-muted/50 [&_input]:text-muted-foreground"
          description="The address you sign in with. It cannot be changed here."
        />
        <div>
          <PendingButton type="submit" pending={update.isPending} disabled={unchanged}>
            Save changes
          </PendingButton>
        </div>
      </SettingsForm>
    </SettingsCard>
  );
}
