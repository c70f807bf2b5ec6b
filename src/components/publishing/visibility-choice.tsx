"use client";

import { Globe, Link2, Lock } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { SHARE_TEXT } from "@/lib/errors/publishing";
import type { ShareVisibility } from "./share-types";

const OPTIONS: readonly { value: ShareVisibility; icon: typeof Lock }[] = [
  { value: "private", icon: Lock },
  { value: "unlisted", icon: Link2 },
  { value: "public", icon: Globe },
];

/**
 * Private / anyone with the link / public, as native radio buttons in a fieldset: arrow keys,
 * screen readers and phones behave as each platform expects.
 */
export function VisibilityChoice({
  value,
  onChange,
  disabled,
}: {
  value: ShareVisibility;
  onChange(next: ShareVisibility): void;
  disabled: boolean;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-medium">{SHARE_TEXT.visibilityLegend}</legend>
      {OPTIONS.map(({ value: option, icon: Icon }) => {
        const text = SHARE_TEXT.visibility[option];
        const id = `${name}-${option}`;
        return (
          <label
            key={option}
            htmlFor={id}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50 has-disabled:cursor-not-allowed has-disabled:opacity-60",
              value === option && "border-primary bg-primary/5 dark:bg-primary/10",
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-describedby={`${id}-hint`}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
            <span className="grid gap-0.5">
              <span className="text-sm font-medium">{text.label}</span>
              <span id={`${id}-hint`} className="text-xs text-muted-foreground">
                {text.hint}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
