"use client";

import { SECTION_TITLE_MAX_LENGTH } from "@/lib/plans/plan-rules";
import { sectionTitleProblem } from "@/lib/plans/save-refusal";
import { useSaveProblem } from "./save-registry";
import { sectionTitleInputId } from "./section-focus";

/**
 * The title of one section, renamed by typing in it (the heading of the section card), with what
 * stops the section from being saved under it: an empty title is a message on the field (the
 * typed text stays, no older title comes back by itself, nothing is saved until it is valid),
 * and any other refusal of this section's save (e.g. text over the size limit) says why here.
 */
export function SectionTitleField({
  sectionId,
  value,
  onChange,
}: {
  sectionId: string;
  value: string;
  onChange: (next: string) => void;
}) {
  const titleProblem = sectionTitleProblem(value);
  const saveProblem = useSaveProblem(sectionId);
  const titleMessageId = `${sectionTitleInputId(sectionId)}-message`;
  return (
    <div className="min-w-0 flex-1 space-y-1">
      <h2>
        <input
          id={sectionTitleInputId(sectionId)}
          aria-label="Section title"
          value={value}
          maxLength={SECTION_TITLE_MAX_LENGTH}
          aria-invalid={titleProblem ? true : undefined}
          aria-describedby={titleProblem ? titleMessageId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="-ml-2 w-full rounded-md border border-transparent bg-transparent px-2 py-1 text-lg font-semibold outline-none hover:border-border focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20"
        />
      </h2>
      {titleProblem ? (
        <p id={titleMessageId} role="alert" className="text-sm text-destructive">
          {titleProblem}
        </p>
      ) : null}
      {saveProblem && saveProblem !== titleProblem ? (
        <p role="alert" data-testid="section-save-problem" className="text-sm text-destructive">
          {saveProblem}
        </p>
      ) : null}
    </div>
  );
}
