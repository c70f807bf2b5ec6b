"use client";

import { SECTION_TITLE_MAX_LENGTH } from "@/lib/plans/plan-rules";
import { sectionTitleInputId } from "./section-focus";

/** The title of one section, renamed by typing in it (the heading of the section card). */
export function SectionTitleField({
  sectionId,
  value,
  onChange,
  onBlurEmpty,
}: {
  sectionId: string;
  value: string;
  onChange: (next: string) => void;
  /** Called when the field loses the focus while it holds no title. */
  onBlurEmpty: () => void;
}) {
  return (
    <h2 className="min-w-0 flex-1">
      <input
        id={sectionTitleInputId(sectionId)}
        aria-label="Section title"
        value={value}
        maxLength={SECTION_TITLE_MAX_LENGTH}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          if (!value.trim()) onBlurEmpty();
        }}
        className="-ml-2 w-full rounded-md border border-transparent bg-transparent px-2 py-1 text-lg font-semibold outline-none hover:border-border focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      />
    </h2>
  );
}
