"use client";

import {
  LogoField,
  type ImageFieldTexts,
} from "@/components/settings/plan-customization/logo-field";
import { Field } from "@/components/ui/form-field";
import { Textarea } from "@/components/ui/textarea";
import {
  AVATAR_MAX_BYTES,
  AVATAR_PROBLEM_MESSAGES,
  PROFILE_BIO_MAX_LENGTH,
} from "@/lib/auth/profile-rules";
import { PUBLIC_META_TEXT } from "@/lib/errors/publishing";

/** The profile's bio: a short text for the public profile, with a character count. */
export function ProfileBioField({
  value,
  error,
  readOnly,
  onChange,
}: {
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange(value: string): void;
}) {
  return (
    <Field
      label={PUBLIC_META_TEXT.bioLabel}
      errors={error ? [error] : null}
      description={PUBLIC_META_TEXT.bioDescription(PROFILE_BIO_MAX_LENGTH)}
      labelAside={
        <span className="text-xs text-muted-foreground tabular-nums" aria-hidden>
          {PUBLIC_META_TEXT.bioCount(value.length, PROFILE_BIO_MAX_LENGTH)}
        </span>
      }
    >
      {(control) => (
        <Textarea
          {...control}
          name="bio"
          rows={3}
          value={value}
          readOnly={readOnly}
          maxLength={PROFILE_BIO_MAX_LENGTH}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

const AVATAR_TEXTS: ImageFieldTexts = {
  label: PUBLIC_META_TEXT.avatarLabel,
  description: PUBLIC_META_TEXT.avatarDescription(AVATAR_MAX_BYTES / 1024),
  name: "avatar",
  previewAlt: PUBLIC_META_TEXT.avatarAlt,
  upload: PUBLIC_META_TEXT.avatarUpload,
  replace: PUBLIC_META_TEXT.avatarReplace,
  problems: AVATAR_PROBLEM_MESSAGES,
};

/** The profile's avatar: the plan logo's field with the avatar's texts, previewed round. */
export function ProfileAvatarField(props: {
  value: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange(dataUrl: string | null): void;
  onError(message: string): void;
}) {
  return (
    <LogoField
      {...props}
      texts={AVATAR_TEXTS}
      previewClassName="rounded-full"
      imageClassName="size-full object-cover"
    />
  );
}
