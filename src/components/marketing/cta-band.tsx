import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Button } from "@/components/ui/button";

export interface CtaBandProps {
  title?: string;
  description?: string;
  /** Label of the secondary link; it points at secondaryHref. */
  secondaryLabel?: string;
  secondaryHref?: string;
}

/** The closing call to action shared by the landing and info pages. */
export function CtaBand({
  title = "Your next plan is a few minutes away",
  description = "Sign up free, get starter credits, and turn your next brief into a plan you would be proud to send.",
  secondaryLabel = "See examples",
  secondaryHref = "/examples",
}: CtaBandProps) {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-16 sm:px-6 sm:py-24">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-2xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-lg sm:px-12 sm:py-16">
        <div
          aria-hidden
          className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-primary-foreground/10"
        />
        <div
          aria-hidden
          className="absolute -bottom-32 -left-20 -z-10 size-72 rounded-full bg-primary-foreground/10"
        />
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty opacity-90">{description}</p>
        <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
          <Button
            asChild
            size="lg"
            className="bg-primary-foreground text-primary hover:bg-primary-foreground/90 focus-visible:ring-primary-foreground/60"
          >
            <Link href="/auth/sign-up">
              Get started free
              <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-primary-foreground/40 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground/60"
          >
            <Link href={secondaryHref}>{secondaryLabel}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
