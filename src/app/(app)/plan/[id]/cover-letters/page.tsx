import type { Metadata } from "next";
import { CoverLetterForm } from "@/components/cover-letters/cover-letter-form";
import { CoverLetterList } from "@/components/cover-letters/cover-letter-list";
import { CoverLettersHeader } from "@/components/cover-letters/cover-letters-header";
import { loadPlan } from "../load-plan";

type Props = { params: Promise<{ id: string }> };

export const metadata: Metadata = { title: "Cover letters" };

/** /plan/{id}/cover-letters: write a cover letter from the plan, and the plan's letters. */
export default async function CoverLettersPage({ params }: Props) {
  const { id } = await params;
  const plan = await loadPlan(id);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 pt-6 pb-24 sm:px-6">
      <CoverLettersHeader
        backHref={`/plan/${id}`}
        backLabel="Back to the plan"
        title="Cover letters"
        subtitle={`From the plan “${plan.title}”`}
      />
      <section aria-labelledby="write-heading" className="grid gap-4">
        <h2 id="write-heading" className="text-lg font-semibold">
          Write a cover letter
        </h2>
        <CoverLetterForm planId={id} />
      </section>
      <section aria-labelledby="letters-heading" className="grid gap-4">
        <h2 id="letters-heading" className="text-lg font-semibold">
          This plan&apos;s letters
        </h2>
        <CoverLetterList planId={id} />
      </section>
    </div>
  );
}
