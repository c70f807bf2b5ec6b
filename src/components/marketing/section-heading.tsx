import { cn } from "@/lib/cn";

export interface SectionHeadingProps {
  /** Id of the heading, referenced by the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: string;
  description?: React.ReactNode;
  align?: "center" | "left";
  className?: string;
}

/** The eyebrow + h2 + lead paragraph that opens each landing-page section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  className,
}: SectionHeadingProps) {
  return (
    <div
      className={cn(
        "max-w-2xl space-y-3",
        align === "center" ? "mx-auto text-center" : "text-left",
        className,
      )}
    >
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description ? (
        <p className="text-lg text-pretty text-muted-foreground">{description}</p>
      ) : null}
    </div>
  );
}
