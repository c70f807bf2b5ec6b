import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/cn";

/** The frame of the plan-creation pages: a way back, the page's heading and what it is for. */
export function CreatePlanFrame({
  title,
  description,
  back = { href: "/create-plan", label: "All ways to start a plan" },
  wide = false,
  children,
}: {
  title: string;
  description: React.ReactNode;
  back?: { href: string; label: string };
  wide?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn("mx-auto w-full px-4 py-8 sm:px-6 sm:py-10", wide ? "max-w-5xl" : "max-w-3xl")}
    >
      <Link
        href={back.href}
        className="inline-flex items-center gap-1.5 rounded-sm text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <ArrowLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      <header className="mt-3 mb-6 sm:mb-8">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </header>
      {children}
    </div>
  );
}
