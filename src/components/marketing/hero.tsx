import Link from "next/link";
import { ArrowRight, Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ProductPreview } from "./product-preview";

const HERO_POINTS = [
  "Free to start, with starter credits",
  "Manual editing is always free",
  "Publish a shareable page in one click",
] as const;

/** The landing page's opening: value proposition, calls to action and the product preview. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_65%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-24 lg:grid-cols-[1fr_1.2fr] lg:gap-10">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center rounded-full border bg-background/80 px-3 py-1 text-xs text-muted-foreground sm:text-sm">
            For freelancers, agencies, project managers and founders
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            From brief to <span className="text-primary">client-ready plan</span> in minutes
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-muted-foreground lg:mx-0">
            Plansmith turns a job post, a rough idea or an old document into a clear project plan:
            scope, timeline, budget and risks, section by section. Refine it with an AI assistant,
            add diagrams, publish it and send a cover letter that wins the work.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link href="/auth/sign-up">
                Get started free
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link href="/examples">See examples</Link>
            </Button>
          </div>
          <ul className="mt-8 flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:justify-center sm:gap-x-6 lg:justify-start">
            {HERO_POINTS.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check className="size-4 text-primary" aria-hidden />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ProductPreview className="mx-auto w-full max-w-2xl lg:max-w-none" />
      </div>
    </section>
  );
}
