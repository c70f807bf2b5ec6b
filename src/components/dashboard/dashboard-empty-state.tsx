import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";

/** A new account's dashboard: what will be here, and the one step to get there. */
export function DashboardEmptyState() {
  return (
    <section
      aria-labelledby="first-plan-heading"
      data-testid="dashboard-empty-state"
      className="grid justify-items-start gap-3 rounded-xl border border-dashed bg-gradient-to-br from-primary/5 to-transparent px-6 py-10 sm:px-10 sm:py-14"
    >
      <h2 id="first-plan-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
        Your plans will live here
      </h2>
      <p className="max-w-prose text-muted-foreground">
        Start from a blank plan or from a document you already have — a first draft takes a minute,
        and you can polish it section by section.
      </p>
      <Button asChild size="lg" className="mt-3">
        <Link href="/create-plan">
          Create your first plan
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
