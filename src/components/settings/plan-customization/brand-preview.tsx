import { DEFAULT_ACCENT_COLOR } from "@/lib/plans/customization-rules";
import { readableTextOn } from "./accent-contrast";

/** A small mock of a published plan's header, drawn with the branding being edited. */
export function BrandPreview({
  brandName,
  accentColor,
  logoDataUrl,
}: {
  brandName: string;
  accentColor: string | null;
  logoDataUrl: string | null;
}) {
  const accent = accentColor ?? DEFAULT_ACCENT_COLOR;
  const onAccent = readableTextOn(accent);
  const name = brandName.trim() || "Your name";
  return (
    <figure className="grid gap-2">
      <figcaption className="text-sm font-medium">Preview</figcaption>
      <div
        data-testid="brand-preview"
        className="overflow-hidden rounded-lg border bg-background shadow-sm"
        aria-hidden
      >
        <div className="h-1.5" style={{ backgroundColor: accent }} />
        <div className="flex items-center gap-3 border-b px-4 py-3">
          {logoDataUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- an inline data URL
            <img src={logoDataUrl} alt="" className="h-8 max-w-24 object-contain" />
          ) : (
            <span
              className="grid size-8 place-items-center rounded-md text-sm font-semibold"
              style={{ backgroundColor: accent, color: onAccent }}
            >
              {name.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="truncate text-sm font-semibold">{name}</span>
        </div>
        <div className="grid gap-1.5 px-4 py-4">
          <span className="h-1 w-10 rounded-full" style={{ backgroundColor: accent }} />
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            Project plan
          </p>
          <p className="text-lg leading-tight font-semibold">Website redesign</p>
          <p className="text-sm text-muted-foreground">
            Scope, timeline and budget for the new site.
          </p>
          <span
            className="mt-2 inline-flex w-fit rounded-md px-3 py-1.5 text-sm font-medium"
            style={{ backgroundColor: accent, color: onAccent }}
          >
            Accept plan
          </span>
        </div>
      </div>
    </figure>
  );
}
