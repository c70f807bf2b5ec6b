import { RotateCw } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { PLAN_LIST_ERRORS } from "@/lib/error-catalogue";

/** The plans could not be loaded: the catalogue's text and a way to try again. */
export function PlansLoadError({ onRetry, retrying }: { onRetry(): void; retrying: boolean }) {
  return (
    <Alert tone="error">
      <p>{PLAN_LIST_ERRORS.listLoadFailed}</p>
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
