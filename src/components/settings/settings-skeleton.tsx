import { Card, CardContent, CardHeader } from "@/components/ui/card";

/** A card-shaped placeholder while the profile loads. */
export function SettingsCardSkeleton({ fields = 1 }: { fields?: number }) {
  return (
    <Card aria-busy="true" aria-label="Loading">
      <CardHeader>
        <div className="h-6 w-40 animate-pulse rounded bg-muted" />
        <div className="h-4 w-64 max-w-full animate-pulse rounded bg-muted" />
      </CardHeader>
      <CardContent className="grid gap-5">
        {Array.from({ length: fields }, (_, index) => (
          <div key={index} className="grid gap-2">
            <div className="h-4 w-24 animate-pulse rounded bg-muted" />
            <div className="h-10 w-full animate-pulse rounded-md bg-muted" />
          </div>
        ))}
        <div className="h-9 w-28 animate-pulse rounded-md bg-muted" />
      </CardContent>
    </Card>
  );
}
