import { ArrowDown, ArrowRight, FileText, Mail } from "lucide-react";

const PLAN_OUTLINE = [
  "What I understood from your post",
  "Approach",
  "Deliverables",
  "Milestones: audit, then fixes",
  "Price and terms",
  "Questions before we start",
] as const;

/**
 * The job post → plan + cover letter transformation, drawn as three cards. Decorative for screen
 * readers, which get the caption instead.
 */
export function JobPostToPlan() {
  return (
    <figure className="mx-auto max-w-6xl px-4 sm:px-6">
      <figcaption className="sr-only">
        Example: a job post asking for a faster online store becomes a six-section plan and a short
        cover letter that refers to it.
      </figcaption>
      <div aria-hidden className="grid gap-4 lg:grid-cols-[1fr_auto_1fr_auto_1fr] lg:gap-3">
        <div className="rounded-xl border bg-card p-5 shadow-sm">
          <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            Job post
          </p>
          <p className="mt-2 font-semibold">Speed up our online store on mobile</p>
          <p className="mt-2 text-sm text-muted-foreground">
            Our product pages take 6+ seconds to load on phones and we think it&apos;s hurting
            sales. Looking for someone to find the causes and fix the worst ones. Please say how you
            would approach it.
          </p>
          <div className="mt-4 flex flex-wrap gap-2 text-xs">
            <span className="rounded-full border px-2 py-0.5">Fixed price</span>
            <span className="rounded-full border px-2 py-0.5">$1,000–$1,500</span>
            <span className="rounded-full border px-2 py-0.5">Intermediate</span>
          </div>
        </div>

        <Connector />

        <div className="rounded-xl border bg-card p-5 shadow-sm">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
            <FileText className="size-3.5" />
            Plan
          </p>
          <p className="mt-2 font-semibold">Mobile speed audit and fixes</p>
          <ol className="mt-3 space-y-1.5 text-sm">
            {PLAN_OUTLINE.map((section, index) => (
              <li key={section} className="flex gap-2">
                <span className="text-muted-foreground tabular-nums">{index + 1}.</span>
                {section}
              </li>
            ))}
          </ol>
        </div>

        <Connector />

        <div className="rounded-xl border bg-card p-5 shadow-sm">
          <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-primary uppercase">
            <Mail className="size-3.5" />
            Cover letter
          </p>
          <p className="mt-2 text-sm leading-relaxed">
            Hi Dana, six seconds on mobile usually comes down to a few heavy images and scripts, and
            they&apos;re fixable. I&apos;d start with a two-day audit so you see exactly what slows
            each page, then fix the top issues in a second milestone. I&apos;ve outlined the plan,
            price and three questions for you below&hellip;
          </p>
        </div>
      </div>
    </figure>
  );
}

function Connector() {
  return (
    <div className="flex items-center justify-center text-primary">
      <ArrowDown className="size-6 lg:hidden" />
      <ArrowRight className="hidden size-6 lg:block" />
    </div>
  );
}
