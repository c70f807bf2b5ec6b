/**
 * Input rules of the account forms and calls, shared by the React forms (client-side checks)
 * and the server (tRPC procedures and REST adapters), so both say the same thing.
 */
import { z } from "zod";
import { avatarDataUrlField, bioField } from "@/lib/auth/profile-rules";
import {
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
} from "@/lib/routes/username-pattern";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const emailField = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Enter a valid email address"));

export const passwordField = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/** At sign-in any non-empty password is tried: the rules may have changed since it was set. */
export const existingPasswordField = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .max(1024);

export const usernameField = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `Username must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(USERNAME_PATTERN, "Username may contain only letters, digits, underscores and hyphens");

export const fullNameField = z.string().trim().max(120, "Name is too long");

/** A same-site path to come back to after signing in. */
export const returnToField = z.string().max(2000).optional();

export const loginInput = z.object({ email: emailField, password: existingPasswordField });
export const signUpInput = z.object({
  email: emailField,
  password: passwordField,
  full_name: fullNameField.optional(),
  username: usernameField.optional(),
});
export const emailOnlyInput = z.object({ email: emailField, returnTo: returnToField });
export const oauthUrlInput = z.object({
  provider: z.enum(["github", "google"]),
  returnTo: returnToField,
});
export const updatePasswordInput = z.object({
  password: passwordField,
  currentPassword: existingPasswordField.optional(),
});
export const resetPasswordInput = z.object({ token: z.string().min(1), password: passwordField });
export const deleteAccountInput = z.object({ password: existingPasswordField });
export const profileUpdateInput = z
  .object({
    full_name: fullNameField.nullable().optional(),
    username: usernameField.nullable().optional(),
    bio: bioField.optional(),
    avatar_data_url: avatarDataUrlField.optional(),
  })
  .strict();
export const checkUsernameInput = z.object({ username: z.string().max(200) });
