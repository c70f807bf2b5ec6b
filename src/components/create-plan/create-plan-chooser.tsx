import { ArrowRight, FileUp, PenLine, Sparkles, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { IMPORT_MAX_MEGABYTES } from "@/lib/plans/import-rules";
import { cn } from "@/lib/cn";
import { CreatePlanFrame } from "./create-plan-frame";

interface Way {
  title: string;
  description: string;
  icon: LucideIcon;
  /** Where the card leads; none while the way is not available. */
  href?: string;
  /** Why the way is not available yet, shown on the card. */
  unavailable?: { badge: string; note: React.ReactNode };
}

const WAYS: readonly Way[] = [
  {
    title: "Start from scratch",
    description:
      "Give the plan a title, pick the sections to start with, and write the rest in the editor.",
    icon: PenLine,
    href: "/create-plan/manual",
  },
  {
    title: "Import existing content",
    description: `Paste text or upload a .md, .txt, .docx or .pdf file (up to ${IMPORT_MAX_MEGABYTES} MB). Its headings become sections you can adjust before saving.`,
    icon: FileUp,
    href: "/create-plan/existing",
  },
  {
    title: "Generate with AI",
    description: "Describe the project and get a first draft of the whole plan.",
    icon: Sparkles,
    unavailable: {
      badge: "Not available yet",
      note: (
        <>
          AI plan generation arrives with AI credits.{" "}
          <Link
            href="/create-plan/new"
            className="relative z-10 rounded-sm font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            What to do meanwhile
          </Link>
        </>
      ),
    },
  },
];

function WayCard({ way }: { way: Way }) {
  const Icon = way.icon;
  const available = !!way.href;
  return (
    <Card
      className={cn(
        "relative flex flex-col transition-colors",
        available
          ? "focus-within:ring-[3px] focus-within:ring-ring/50 hover:border-primary/50 hover:bg-accent/40"
          : "border-dashed bg-muted/30",
      )}
      aria-disabled={available ? undefined : true}
    >
      <CardHeader className="flex-1 gap-3">
        <div className="flex items-start justify-between gap-2">
          <span
            className={cn(
              "flex size-10 shrink-0 items-center justify-center rounded-lg",
              available ? "bg-primary/10 text-primary" : "bg-muted text-muted-foreground",
            )}
          >
            <Icon className="size-5" aria-hidden />
          </span>
          {way.unavailable ? <Badge variant="outline">{way.unavailable.badge}</Badge> : null}
        </div>
        <CardTitle className={cn("text-lg", !available && "text-muted-foreground")}>
          {way.href ? (
            <Link href={way.href} className="outline-none after:absolute after:inset-0">
              {way.title}
            </Link>
          ) : (
            way.title
          )}
        </CardTitle>
        <CardDescription>{way.description}</CardDescription>
        {way.unavailable ? (
          <p className="text-sm text-muted-foreground">{way.unavailable.note}</p>
        ) : (
          <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary">
            Continue <ArrowRight className="size-4" aria-hidden />
          </span>
        )}
      </CardHeader>
    </Card>
  );
}

/** /create-plan: the three ways to start a plan. */
export function CreatePlanChooser() {
  return (
    <CreatePlanFrame
      title="Create a plan"
      description="Choose how you want to start. You can change everything afterwards."
      back={{ href: "/dashboard", label: "Back to dashboard" }}
      wide
    >
      <ul className="grid gap-4 md:grid-cols-3" aria-label="Ways to start a plan">
        {WAYS.map((way) => (
          <li key={way.title} className="grid">
            <WayCard way={way} />
          </li>
        ))}
      </ul>
    </CreatePlanFrame>
  );
}
