import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CoverLetterEditor } from "@/components/cover-letters/cover-letter-editor";
import { CoverLettersHeader } from "@/components/cover-letters/cover-letters-header";
import { coverLetterIdField } from "@/lib/ai/assistant-schemas";
import { loadPlan } from "../../load-plan";

type Props = { params: Promise<{ id: string; letterId: string }> };

export const metadata: Metadata = { title: "Cover letter" };

/** /plan/{id}/cover-letters/{letterId}: edit, save, copy or delete one letter. */
export default async function CoverLetterPage({ params }: Props) {
  const { id, letterId } = await params;
  if (!coverLetterIdField.safeParse(letterId).success) notFound();
  const plan = await loadPlan(id);
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 pt-6 pb-24 sm:px-6">
      <CoverLettersHeader
        backHref={`/plan/${id}/cover-letters`}
        backLabel="All cover letters"
        title="Cover letter"
        subtitle={`From the plan “${plan.title}”`}
      />
      <CoverLetterEditor planId={id} letterId={letterId} />
    </div>
  );
}
