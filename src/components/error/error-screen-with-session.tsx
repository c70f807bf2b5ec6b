"use client";

import { useIsSignedIn } from "@/components/auth/signed-in-state";
import { ErrorScreen, type ErrorScreenProps } from "./error-screen";

/** The error screen with its button chosen by whether someone is signed in. */
export function ErrorScreenWithSession(props: Omit<ErrorScreenProps, "signedIn">) {
  return <ErrorScreen {...props} signedIn={useIsSignedIn()} />;
}
