"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import { PLAN_EDITOR_TEXT } from "@/lib/errors/plan-editor";
import {
  SECTION_KINDS,
  SECTION_KIND_TITLES,
  SECTION_TITLE_MAX_LENGTH,
  type SectionKind,
} from "@/lib/plans/plan-rules";

/**
 * 'Add section': choose a kind, or a custom section with its own name. A name the plan already
 * has is refused on the name field; a kind whose title is taken gets a number ("Goals 2").
 */
export function AddSectionDialog({
  onAdd,
  pending,
  className,
}: {
  /** true when added; a string is why the name was refused; false for any other failure. */
  onAdd: (input: { kind: SectionKind; title?: string }) => Promise<boolean | string>;
  pending: boolean;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<SectionKind>("overview");
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (next) {
      setKind("overview");
      setName("");
      setNameError(null);
    }
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const title = name.trim();
    if (kind === "custom" && !title) {
      setNameError(PLAN_EDITOR_TEXT.customSectionNameRequired);
      return;
    }
    const added = await onAdd(kind === "custom" ? { kind, title } : { kind });
    if (added === true) setOpen(false);
    else if (typeof added === "string") setNameError(added);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          <Plus aria-hidden /> Add section
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <form onSubmit={onSubmit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Add a section</DialogTitle>
            <DialogDescription>
              It is added at the end of the plan; drag it anywhere.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            <legend className="sr-only">Kind of section</legend>
            {SECTION_KINDS.map((option) => (
              <label
                key={option}
                className={cn(
                  "flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
                  kind === option && "border-primary bg-primary/5 font-medium ring-1 ring-primary",
                )}
              >
                <input
                  type="radio"
                  name="section-kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="accent-[var(--primary)]"
                />
                {option === "custom" ? "Custom…" : SECTION_KIND_TITLES[option]}
              </label>
            ))}
          </fieldset>
          {kind === "custom" ? (
            <FormField
              label="Section name"
              name="section-name"
              value={name}
              maxLength={SECTION_TITLE_MAX_LENGTH}
              autoFocus
              onChange={(event) => {
                setName(event.target.value);
                setNameError(null);
              }}
              errors={nameError ? [nameError] : null}
            />
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={pending}>
              Add section
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
