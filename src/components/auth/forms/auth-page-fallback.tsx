import { Card } from "@/components/ui/card";
import { LoadingState } from "./submit-button";

/** What an auth page shows until its client part (which reads the URL) is ready. */
export function AuthPageFallback() {
  return (
    <Card className="flex min-h-80 items-center justify-center shadow-md">
      <LoadingState label="Loading…" />
    </Card>
  );
}
