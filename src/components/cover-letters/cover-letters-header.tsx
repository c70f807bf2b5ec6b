import { ArrowLeft } from "lucide-react";
import Link from "next/link";

/** The heading of the cover-letter pages, with the way back. */
export function CoverLettersHeader({
  backHref,
  backLabel,
  title,
  subtitle,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  subtitle?: string;
}) {
  return (
    <header className="grid gap-2">
      <Link
        href={backHref}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft aria-hidden className="size-4" /> {backLabel}
      </Link>
      <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
      {subtitle && <p className="text-sm break-words text-muted-foreground">{subtitle}</p>}
    </header>
  );
}
