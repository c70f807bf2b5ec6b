import { cn } from "@/lib/cn";

export interface PageIntroProps {
  eyebrow?: string;
  title: string;
  lead: React.ReactNode;
  /** Buttons or links shown under the lead paragraph. */
  children?: React.ReactNode;
  className?: string;
}

/** The top band of an info page: the page's only h1 and a lead paragraph. */
export function PageIntro({ eyebrow, title, lead, children, className }: PageIntroProps) {
  return (
    <div className={cn("relative isolate overflow-hidden border-b", className)}>
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_70%)]"
      />
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mt-5 text-lg text-pretty text-muted-foreground">{lead}</p>
        {children ? (
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>
        ) : null}
      </div>
    </div>
  );
}
