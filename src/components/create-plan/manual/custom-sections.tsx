"use client";

import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { CREATE_PLAN_TEXT } from "@/lib/errors/plans";
import { SECTION_TITLE_MAX_LENGTH } from "@/lib/plans/plan-rules";
import { sectionTitleField } from "@/lib/plans/plan-schemas";
import { hasSectionName } from "@/lib/plans/section-names";

export interface CustomSection {
  id: number;
  title: string;
}

/**
 * Sections named by the user ("Hosting", "Maintenance"), added one at a time. A name the plan
 * already has (one of these, or a chosen section such as "Goals", in any case or spacing) is
 * refused with a message on the field.
 */
export function CustomSections({
  sections,
  takenNames,
  onChange,
  disabled,
}: {
  sections: readonly CustomSection[];
  /** The names of the other sections the plan will start with. */
  takenNames: readonly string[];
  onChange: (sections: CustomSection[]) => void;
  disabled?: boolean;
}) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);

  function add() {
    const parsed = sectionTitleField.min(1, CREATE_PLAN_TEXT.customSectionEmpty).safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    const title = parsed.data;
    if (hasSectionName([...takenNames, ...sections.map((section) => section.title)], title)) {
      setError(CREATE_PLAN_TEXT.customSectionDuplicate);
      return;
    }
    onChange([...sections, { id: Date.now(), title }]);
    setName("");
    setError(null);
  }

  return (
    <div className="grid gap-3">
      <Field
        label="Add a section of your own"
        errors={error ? [error] : null}
        description="For anything the list above does not cover, such as Hosting or Maintenance."
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              value={name}
              maxLength={SECTION_TITLE_MAX_LENGTH}
              placeholder="Section name"
              disabled={disabled}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
              onKeyDown={(event) => {
                // Enter adds the section instead of submitting the whole form.
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" variant="outline" onClick={add} disabled={disabled}>
              <Plus aria-hidden /> Add
            </Button>
          </div>
        )}
      </Field>
      {sections.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Your own sections">
          {sections.map((section) => (
            <li
              key={section.id}
              className="inline-flex max-w-full items-center gap-1 rounded-full border bg-secondary py-1 pr-1 pl-3 text-sm text-secondary-foreground"
            >
              <span className="truncate">{section.title}</span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="size-6 rounded-full"
                aria-label={`Remove “${section.title}”`}
                disabled={disabled}
                onClick={() => onChange(sections.filter((other) => other.id !== section.id))}
              >
                <X className="size-3.5" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
