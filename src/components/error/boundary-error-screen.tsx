"use client";

import { Fragment, useEffect, useSyncExternalStore, type ComponentType } from "react";
import { isBotUserAgent } from "@/lib/bot-user-agent";
import { COMMON_ERRORS } from "@/lib/errors/common";
import { ErrorScreenWithSession } from "./error-screen-with-session";

export interface BoundaryError extends Error {
  digest?: string;
}

/**
 * The message an error boundary may show. Errors from server rendering carry a digest and a
 * message Next.js has already replaced with a generic text in production; those, and errors
 * without a message, show the catalogue's 'An unexpected error occurred'.
 */
export function boundaryErrorMessage(error: BoundaryError): string {
  if (error.digest || !error.message) return COMMON_ERRORS.unexpected;
  return error.message;
}

const noSubscription = () => () => undefined;

interface BoundaryErrorScreenProps {
  error: BoundaryError;
  reset: () => void;
  /** The page layout around the screen for people; crawlers get the bare line without it. */
  Frame?: ComponentType<{ children: React.ReactNode }>;
}

/** What error.tsx and global-error.tsx render: the error screen, or one line for crawlers. */
export function BoundaryErrorScreen({ error, reset, Frame = Fragment }: BoundaryErrorScreenProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  const isBot = useSyncExternalStore(
    noSubscription,
    () => isBotUserAgent(navigator.userAgent),
    () => false,
  );
  if (isBot) return <p>{COMMON_ERRORS.unexpected}</p>;
  return (
    <Frame>
      <ErrorScreenWithSession status={500} message={boundaryErrorMessage(error)} onReset={reset} />
    </Frame>
  );
}
