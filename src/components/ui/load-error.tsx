"use client";

import { RotateCw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

export interface LoadErrorProps {
  /** What could not be loaded, from the error catalogue. */
  message: string;
  onRetry(): void;
  retrying: boolean;
}

/** Data could not be loaded: the message and a way to try again. */
export function LoadError({ message, onRetry, retrying }: LoadErrorProps) {
  return (
    <Alert tone="error">
      <p>{message}</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3 text-foreground"
        onClick={onRetry}
        disabled={retrying}
      >
        <RotateCw className={cn(retrying && "animate-spin")} aria-hidden />
        Try again
      </Button>
    </Alert>
  );
}
