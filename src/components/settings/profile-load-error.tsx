"use client";

import { LoadError, type LoadErrorProps } from "@/components/ui/load-error";
import { ERROR_MESSAGES } from "@/lib/error-catalogue";

/** The profile could not be loaded: the catalogue's text and a way to try again. */
export function ProfileLoadError(props: Omit<LoadErrorProps, "message">) {
  return <LoadError message={ERROR_MESSAGES.profileLoadFailed} {...props} />;
}
