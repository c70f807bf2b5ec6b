"use client";

import { LoadError, type LoadErrorProps } from "@/components/ui/load-error";
import { ACCOUNT_ERRORS } from "@/lib/errors/accounts";

/** The profile could not be loaded: the catalogue's text and a way to try again. */
export function ProfileLoadError(props: Omit<LoadErrorProps, "message">) {
  return <LoadError message={ACCOUNT_ERRORS.profileLoadFailed} {...props} />;
}
