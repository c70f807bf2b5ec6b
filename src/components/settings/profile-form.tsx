"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "sonner";
import { FormField } from "@/components/ui/form-field";
import { fullNameField } from "@/lib/auth/schemas";
import { ACCOUNT_ERRORS, SETTINGS_TEXT } from "@/lib/errors/accounts";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { useTRPC } from "@/trpc/react";
import { firstFieldError, readApiError } from "./api-error";
import { PendingButton } from "./pending-button";
import { ProfileBioField, ProfileAvatarField } from "./profile-public-fields";
import { ProfileLoadError } from "./profile-load-error";
import { SettingsCard, SettingsForm } from "./settings-card";
import { SettingsCardSkeleton } from "./settings-skeleton";
import { useInvalidateProfile, useProfile } from "./use-profile";

/** /settings/profile: the full name, bio and avatar (editable) and the sign-in e-mail (shown). */
export function ProfileSettings() {
  const trpc = useTRPC();
  const profile = useProfile();
  // The image itself is read here only, not with the profile every page reads.
  const avatar = useQuery({ ...trpc.profile.avatar.queryOptions(), enabled: profile.isSuccess });
  if (profile.isPending || (profile.isSuccess && avatar.isPending)) {
    return <SettingsCardSkeleton fields={4} />;
  }
  if (profile.isError || avatar.isError) {
    return (
      <ProfileLoadError
        onRetry={() => void Promise.all([profile.refetch(), avatar.refetch()])}
        retrying={profile.isFetching || avatar.isFetching}
      />
    );
  }
  return (
    <ProfileForm
      key={profile.data.id}
      email={profile.data.email}
      saved={{
        name: profile.data.full_name ?? "",
        bio: profile.data.bio,
        avatar: avatar.data?.dataUrl ?? null,
      }}
    />
  );
}

type Saved = { name: string; bio: string; avatar: string | null };
type FieldName = "full_name" | "bio" | "avatar_data_url";

function ProfileForm({ email, saved: initial }: { email: string; saved: Saved }) {
  const trpc = useTRPC();
  const invalidateProfile = useInvalidateProfile();
  const [saved, setSaved] = useState(initial);
  const [name, setName] = useState(initial.name);
  const [bio, setBio] = useState(initial.bio);
  const [avatar, setAvatar] = useState(initial.avatar);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const update = useMutation(trpc.profile.update.mutationOptions());
  const nameChanged = name.trim() !== saved.name.trim();
  const bioChanged = bio.trim() !== saved.bio.trim();
  const avatarChanged = avatar !== saved.avatar;
  const unchanged = !nameChanged && !bioChanged && !avatarChanged;

  const setFieldError = (field: FieldName, message: string | null) =>
    setFieldErrors((errors) => ({ ...errors, [field]: message ?? undefined }));

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = fullNameField.safeParse(name);
    if (!parsed.success) {
      setFieldError("full_name", parsed.error.issues[0]?.message ?? COMMON_ERRORS.invalidInput);
      return;
    }
    setFieldErrors({});
    update.mutate(
      {
        ...(nameChanged ? { full_name: parsed.data || null } : {}),
        ...(bioChanged ? { bio } : {}),
        ...(avatarChanged ? { avatar_data_url: avatar } : {}),
      },
      {
        onSuccess: async (profile, sent) => {
          const next = {
            name: profile.full_name ?? "",
            bio: profile.bio,
            avatar: sent.avatar_data_url !== undefined ? sent.avatar_data_url : saved.avatar,
          };
          setSaved(next);
          setName(next.name);
          setBio(next.bio);
          // The next visit of this page starts from the saved image, not the one loaded before.
          queryClient.setQueryData(trpc.profile.avatar.queryKey(), { dataUrl: next.avatar });
          toast.success(SETTINGS_TEXT.profileSaved);
          await invalidateProfile();
        },
        onError: (error) => {
          const info = readApiError(error);
          const fields: FieldName[] = ["full_name", "bio", "avatar_data_url"];
          const found = fields.filter((field) => firstFieldError(info, field));
          if (found.length === 0) setFormError(ACCOUNT_ERRORS.profileUpdateFailed);
          for (const field of found) setFieldError(field, firstFieldError(info, field));
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
            setFieldError("full_name", null);
          }}
          errors={fieldErrors.full_name ? [fieldErrors.full_name] : null}
          readOnly={update.isPending}
          maxLength={120}
        />
        <ProfileBioField
          value={bio}
          error={fieldErrors.bio}
          readOnly={update.isPending}
          onChange={(value) => {
            setBio(value);
            setFieldError("bio", null);
          }}
        />
        <ProfileAvatarField
          value={avatar}
          error={fieldErrors.avatar_data_url}
          disabled={update.isPending}
          onChange={(value) => {
            setAvatar(value);
            setFieldError("avatar_data_url", null);
          }}
          onError={(message) => setFieldError("avatar_data_url", message)}
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
