import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { RelativeTime } from "@/components/ui/relative-time";

/** Offers text that was kept on this device but never reached the server. */
export function DraftBanner({
  savedAt,
  onRestore,
  onDiscard,
}: {
  savedAt: number;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  return (
    <Alert tone="info" className="print:hidden" data-testid="draft-banner">
      <p>
        Unsaved changes from <RelativeTime date={new Date(savedAt)} /> were kept on this device.
      </p>
      <div className="mt-2 flex gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </Alert>
  );
}
