import type { Metadata } from "next";
import { Suspense } from "react";
import { AllProjects } from "@/components/projects/all-projects";
import { ProjectsSkeleton } from "@/components/projects/projects-skeleton";

export const metadata: Metadata = { title: "All projects" };

export default function AllProjectsPage() {
  // The list reads its state from the URL (useSearchParams), which needs a Suspense boundary.
  return (
    <Suspense
      fallback={
        <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
          <ProjectsSkeleton />
        </div>
      }
    >
      <AllProjects />
    </Suspense>
  );
}
