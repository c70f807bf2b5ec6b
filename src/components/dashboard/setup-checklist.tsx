import { ArrowRight, CircleDashed } from "lucide-react";
import Link from "next/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

export interface SetupStep {
  id: string;
  title: string;
  description: string;
  href: string;
  done: boolean;
}

/** What a new account still lacks, from the profile. */
export function setupSteps(profile: {
  full_name: string | null;
  username: string | null;
}): SetupStep[] {
  return [
    {
      id: "name",
      title: "Add your name",
      description: "Shown on your profile and on the plans you share.",
      href: "/settings/profile",
      done: !!profile.full_name?.trim(),
    },
    {
      id: "username",
      title: "Choose a username",
      description: "Gives you a public profile at /@username.",
      href: "/settings/username",
      done: !!profile.username,
    },
  ];
}

/** The steps still to do; nothing at all once every step is done. */
export function SetupChecklist({ steps }: { steps: readonly SetupStep[] }) {
  const open = steps.filter((step) => !step.done);
  if (open.length === 0) return null;
  const doneCount = steps.length - open.length;
  return (
    <Card data-testid="setup-checklist">
      <CardHeader>
        <CardTitle>Finish setting up your account</CardTitle>
        <CardDescription>
          {doneCount} of {steps.length} done
        </CardDescription>
        <div
          className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted"
          role="progressbar"
          aria-label="Account setup"
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={doneCount}
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${(doneCount / steps.length) * 100}%` }}
          />
        </div>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border">
          {open.map((step) => (
            <li key={step.id}>
              <Link
                href={step.href}
                className="group flex items-center gap-3 px-4 py-3 transition-colors outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <CircleDashed className="size-5 shrink-0 text-muted-foreground" aria-hidden />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{step.title}</span>
                  <span className="block text-sm text-muted-foreground">{step.description}</span>
                </span>
                <ArrowRight
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
