"use client";

import { RotateCw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ERROR_MESSAGES } from "@/lib/error-catalogue";

/** The profile could not be loaded: the catalogue's text and a way to try again. */
export function ProfileLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Alert tone="error">
      <p>{ERROR_MESSAGES.profileLoadFailed}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3 text-foreground"
        onClick={onRetry}
        disabled={retrying}
      >
        <RotateCw className={retrying ? "animate-spin" : undefined} aria-hidden />
        Try again
      </Button>
    </Alert>
  );
}
