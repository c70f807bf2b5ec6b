import { FileUp, PenLine, Sparkles } from "lucide-react";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { CreatePlanFrame } from "./create-plan-frame";

/**
 * /create-plan/new until AI plan generation exists: says so plainly and offers the two ways
 * that work today.
 */
export function AiPlanUnavailable() {
  return (
    <CreatePlanFrame
      title="Generate a plan with AI"
      description="Describe your project and get a first draft of the whole plan."
    >
      <div className="grid gap-6">
        <Alert>
          <p className="font-medium">Not available yet</p>
          <p className="mt-1 text-muted-foreground">
            AI plan generation arrives together with AI credits. Until then, start a plan by hand or
            import a document you already have.
          </p>
        </Alert>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link href="/create-plan/manual">
              <PenLine aria-hidden /> Start from scratch
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/create-plan/existing">
              <FileUp aria-hidden /> Import existing content
            </Link>
          </Button>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Sparkles className="size-4" aria-hidden />
          When it arrives, this page is where you will describe your project.
        </p>
      </div>
    </CreatePlanFrame>
  );
}
