import { CalendarClock, Mail, Wallet, Workflow } from "lucide-react";
import type { CreationMode, ExamplePlan } from "./example-plans";

const CREATION_LABELS: Record<CreationMode, string> = {
  "By hand": "Written by hand",
  "From a document": "Imported from a document",
  "With AI": "Drafted with AI",
};

/** One example plan: what it is, who made it, and the sections it contains. */
export function ExamplePlanCard({ plan }: { plan: ExamplePlan }) {
  const titleId = `example-${plan.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col rounded-xl border bg-card p-6 shadow-sm sm:p-8"
    >
      <div className="flex flex-wrap gap-2 text-xs font-medium">
        <span className="rounded-full bg-accent px-2.5 py-1 text-accent-foreground">
          {plan.audience}
        </span>
        <span className="rounded-full border px-2.5 py-1 text-muted-foreground">
          {CREATION_LABELS[plan.createdWith]}
        </span>
      </div>
      <h2 id={titleId} className="mt-4 text-xl font-semibold tracking-tight">
        {plan.title}
      </h2>
      <p className="mt-2 text-muted-foreground">{plan.context}</p>

      <dl className="mt-5 grid gap-3 text-sm sm:grid-cols-2">
        <div className="flex items-center gap-2">
          <CalendarClock className="size-4 shrink-0 text-primary" aria-hidden />
          <dt className="sr-only">Duration</dt>
          <dd>{plan.duration}</dd>
        </div>
        <div className="flex items-center gap-2">
          <Wallet className="size-4 shrink-0 text-primary" aria-hidden />
          <dt className="sr-only">Budget</dt>
          <dd>{plan.budget}</dd>
        </div>
      </dl>

      <h3 className="mt-6 text-sm font-semibold">Sections</h3>
      <ol className="mt-3 mb-4 gap-x-6 text-sm sm:columns-2">
        {plan.sections.map((section, index) => (
          <li key={section} className="flex break-inside-avoid gap-2 pb-2">
            <span className="w-5 shrink-0 text-right text-muted-foreground tabular-nums">
              {index + 1}.
            </span>
            <span>{section}</span>
          </li>
        ))}
      </ol>

      <ul className="mt-auto space-y-2 border-t pt-5 text-sm text-muted-foreground">
        <li className="flex gap-2">
          <Workflow className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <span className="font-medium text-foreground">Diagram:</span> {plan.diagram}
          </span>
        </li>
        {plan.coverLetter ? (
          <li className="flex gap-2">
            <Mail className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>
              <span className="font-medium text-foreground">Cover letter</span> written from the
              plan
            </span>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
