"use client";

import Link from "next/link";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import type { DefaultSectionKind } from "@/lib/plans/customization-rules";
import { SECTION_KIND_TITLES, type SectionKind } from "@/lib/plans/plan-rules";

/**
 * One checkbox per kind of section, in `order` (the order plan customization lists them);
 * `chosen` null while the defaults load.
 */
export function SectionChecklist({
  order,
  chosen,
  onChange,
  disabled,
}: {
  order: readonly DefaultSectionKind[];
  chosen: readonly SectionKind[] | null;
  onChange: (kinds: SectionKind[]) => void;
  disabled?: boolean;
}) {
  const toggle = (kind: SectionKind, on: boolean) => {
    const next = new Set(chosen ?? []);
    if (on) next.add(kind);
    else next.delete(kind);
    onChange(order.filter((choice) => next.has(choice)));
  };
  return (
    <fieldset className="grid gap-3" aria-busy={chosen === null || undefined}>
      <legend className="text-sm font-medium">Sections to start with</legend>
      <p className="-mt-1 text-xs text-muted-foreground">
        Pre-selected from your{" "}
        <Link
          href="/settings/plan-customization"
          className="underline underline-offset-4 hover:text-foreground"
        >
          plan customization
        </Link>
        . You can add, rename and reorder sections later.
      </p>
      <ul className="grid gap-2 sm:grid-cols-2">
        {order.map((kind) => {
          const id = `section-kind-${kind}`;
          return (
            <li
              key={kind}
              className="flex items-center gap-3 rounded-md border px-3 py-2.5 has-[button:focus-visible]:ring-[3px] has-[button:focus-visible]:ring-ring/50"
            >
              {chosen === null ? (
                <Skeleton className="size-4" />
              ) : (
                <Checkbox
                  id={id}
                  checked={chosen.includes(kind)}
                  onCheckedChange={(state) => toggle(kind, state === true)}
                  disabled={disabled}
                />
              )}
              <Label htmlFor={id} className="flex-1 cursor-pointer py-0.5 font-normal">
                {SECTION_KIND_TITLES[kind]}
              </Label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
