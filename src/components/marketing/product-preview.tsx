import { Coins, GripVertical, MessagesSquare, Sparkles } from "lucide-react";
import { cn } from "@/lib/cn";
import { PlanDiagram } from "./plan-diagram";

const PREVIEW_SECTIONS = [
  "Overview",
  "Goals",
  "Scope",
  "Timeline",
  "Budget",
  "Risks",
  "Next steps",
] as const;

const ACTIVE_SECTION = "Timeline";

/**
 * A mock of the plan editor for the landing page, built from markup rather than a screenshot.
 * Screen readers get the caption; the mock itself is decorative.
 */
export function ProductPreview({ className }: { className?: string }) {
  return (
    <figure className={cn("relative", className)}>
      <figcaption className="sr-only">
        Preview of the Plansmith plan editor: a list of plan sections, the Timeline section with a
        flowchart, and the AI assistant suggesting an edit.
      </figcaption>
      <div
        aria-hidden
        className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-2xl shadow-primary/10"
      >
        <div className="flex items-center gap-3 border-b bg-muted/60 px-4 py-2.5">
          <div className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-red-400/80" />
            <span className="size-2.5 rounded-full bg-amber-400/80" />
            <span className="size-2.5 rounded-full bg-emerald-400/80" />
          </div>
          <p className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
            Website redesign — Rosie&apos;s Bakery
          </p>
          <span className="flex items-center gap-1 rounded-full border bg-background px-2 py-0.5 text-xs font-medium">
            <Coins className="size-3 text-primary" />
            182
          </span>
        </div>

        <div className="grid sm:grid-cols-[10rem_1fr]">
          <nav className="hidden border-r bg-muted/30 p-3 sm:block">
            <p className="px-2 pb-2 text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">
              Sections
            </p>
            <ul className="space-y-0.5 text-sm">
              {PREVIEW_SECTIONS.map((section) => (
                <li
                  key={section}
                  className={cn(
                    "flex items-center gap-1.5 rounded-md px-2 py-1.5",
                    section === ACTIVE_SECTION
                      ? "bg-accent font-medium text-accent-foreground"
                      : "text-muted-foreground",
                  )}
                >
                  <GripVertical className="size-3.5 opacity-50" />
                  {section}
                </li>
              ))}
            </ul>
          </nav>

          <div className="space-y-4 p-4 sm:p-6">
            <div className="flex items-center justify-between gap-3">
              <p className="text-lg font-semibold">4. Timeline</p>
              <span className="hidden rounded-md border px-2 py-1 text-xs text-muted-foreground sm:inline">
                Saved
              </span>
            </div>
            <p className="text-sm leading-relaxed text-muted-foreground">
              Seven weeks from kickoff to launch. Each phase ends with a short review so the bakery
              team can approve designs and copy before we build on them.
            </p>
            <div className="rounded-lg border bg-background p-3">
              <PlanDiagram />
            </div>

            <div className="ml-auto max-w-sm rounded-lg border bg-background p-3 shadow-sm">
              <div className="flex items-center justify-between gap-2 text-xs">
                <span className="flex items-center gap-1.5 font-medium">
                  <MessagesSquare className="size-3.5 text-primary" />
                  Assistant
                </span>
                <span className="rounded border px-1.5 py-0.5 text-muted-foreground">
                  Model: Balanced
                </span>
              </div>
              <p className="mt-2 text-sm">
                Add a one-week buffer before launch for the online-ordering payment checks?
              </p>
              <div className="mt-3 flex gap-2">
                <span className="inline-flex items-center gap-1 rounded-md bg-primary px-2.5 py-1 text-xs font-medium text-primary-foreground">
                  <Sparkles className="size-3" />
                  Apply to section
                </span>
                <span className="rounded-md border px-2.5 py-1 text-xs">Dismiss</span>
              </div>
            </div>
          </div>
        </div>
      </div>
    </figure>
  );
}
