"use client";

import { CircleAlert, Globe, LoaderCircle } from "lucide-react";
import { useSyncExternalStore } from "react";
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from "@/lib/routes/username-pattern";
import { SETTINGS_TEXT } from "@/lib/errors/accounts";
import { cn } from "@/lib/cn";
import type { UsernameAvailability } from "./use-username-availability";

const HINT = `${USERNAME_MIN_LENGTH}–${USERNAME_MAX_LENGTH} letters, digits, underscores or hyphens.`;

/** What to say under the field: a save error wins over the availability check. */
export function UsernameStatus({
  id,
  availability,
  saveError,
}: {
  id: string;
  availability: UsernameAvailability;
  saveError: string | null;
}) {
  let tone: "muted" | "error" | "success" = "muted";
  let content: React.ReactNode = HINT;
  if (saveError) {
    tone = "error";
    content = saveError;
  } else {
    switch (availability.state) {
      case "invalid":
      case "unavailable":
        tone = "error";
        content = availability.message;
        break;
      case "check-failed":
        tone = "error";
        content = (
          <>
            {availability.message}{" "}
            <button
              type="button"
              onClick={availability.retry}
              className="font-medium underline underline-offset-4 hover:text-foreground"
            >
              Check again
            </button>
          </>
        );
        break;
      case "available":
        tone = "success";
        content = SETTINGS_TEXT.usernameAvailable(availability.username);
        break;
      case "checking":
        content = (
          <>
            <LoaderCircle className="size-3.5 animate-spin" aria-hidden />
            {SETTINGS_TEXT.usernameChecking}
          </>
        );
        break;
      case "current":
        content = SETTINGS_TEXT.usernameCurrent;
        break;
    }
  }
  return (
    <p
      id={id}
      role="status"
      data-testid="username-status"
      className={cn(
        "flex min-h-5 items-center gap-1.5 text-xs",
        tone === "muted" && "text-muted-foreground",
        tone === "error" && "font-medium text-destructive",
        tone === "success" && "font-medium text-emerald-700 dark:text-emerald-400",
      )}
    >
      {tone === "error" ? <CircleAlert className="size-3.5 shrink-0" aria-hidden /> : null}
      <span className="inline-flex flex-wrap items-center gap-1.5">{content}</span>
    </p>
  );
}

const noSubscription = () => () => {};

/** Where the public profile lives (or will live) for `username`. */
export function PublicProfilePreview({ username }: { username: string | null }) {
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  return (
    <div className="flex items-start gap-3 rounded-lg border bg-muted/40 px-4 py-3 text-sm">
      <Globe className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0">
        <p className="font-medium">Public profile</p>
        {username ? (
          <p className="truncate text-muted-foreground" data-testid="public-profile-url">
            {origin.replace(/^https?:\/\//, "")}
            <span className="font-medium text-foreground">/@{username}</span>
          </p>
        ) : (
          <p className="text-muted-foreground">
            Choose a username to get a public profile address.
          </p>
        )}
      </div>
    </div>
  );
}
