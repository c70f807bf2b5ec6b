"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import {
  SECTION_KIND_TITLES,
  SECTION_KINDS,
  SECTION_TITLE_MAX_LENGTH,
  type SectionKind,
} from "@/lib/plans/plan-rules";
import { bodyExcerpt, type DraftSection } from "./preview-draft";

const kindLabel = (kind: SectionKind) => (kind === "custom" ? "Custom" : SECTION_KIND_TITLES[kind]);

/** One section of the preview: its title and type can change; it can move or go. */
export function PreviewSectionRow({
  section,
  index,
  count,
  error,
  disabled,
  onRename,
  onKind,
  onMove,
  onRemove,
}: {
  section: DraftSection;
  index: number;
  count: number;
  error?: string;
  disabled?: boolean;
  onRename: (title: string) => void;
  onKind: (kind: SectionKind) => void;
  onMove: (offset: -1 | 1) => void;
  onRemove: () => void;
}) {
  const name = section.title.trim() || SECTION_KIND_TITLES[section.kind];
  const excerpt = bodyExcerpt(section.body);
  return (
    <li className="rounded-lg border bg-card p-3 sm:p-4">
      <fieldset className="grid gap-3" disabled={disabled}>
        <legend className="sr-only">Section {index + 1}</legend>
        <div className="flex items-start gap-3">
          <span
            aria-hidden
            className="mt-8 w-5 shrink-0 text-right text-sm text-muted-foreground tabular-nums"
          >
            {index + 1}.
          </span>
          <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_10rem]">
            <Field label="Title" errors={error ? [error] : null}>
              {(control) => (
                <Input
                  {...control}
                  value={section.title}
                  maxLength={SECTION_TITLE_MAX_LENGTH}
                  placeholder={SECTION_KIND_TITLES[section.kind]}
                  onChange={(event) => onRename(event.target.value)}
                />
              )}
            </Field>
            <Field label="Type">
              {(control) => (
                <NativeSelect
                  {...control}
                  value={section.kind}
                  onChange={(event) => onKind(event.target.value as SectionKind)}
                >
                  {SECTION_KINDS.map((kind) => (
                    <option key={kind} value={kind}>
                      {kindLabel(kind)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between sm:pl-8">
          <p className="line-clamp-2 min-w-0 text-sm text-muted-foreground">
            {excerpt || <span className="italic">No text under this heading.</span>}
          </p>
          <div className="flex shrink-0 gap-1 self-end">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Move “${name}” up`}
              disabled={index === 0}
              onClick={() => onMove(-1)}
            >
              <ArrowUp aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Move “${name}” down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDown aria-hidden />
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remove “${name}”`}
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              onClick={onRemove}
            >
              <Trash2 aria-hidden />
            </Button>
          </div>
        </div>
      </fieldset>
    </li>
  );
}
