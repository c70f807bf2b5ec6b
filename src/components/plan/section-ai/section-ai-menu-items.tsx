"use client";

import { Languages, Sparkles } from "lucide-react";
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
} from "@/components/ui/dropdown-menu";
import { SECTION_ACTIONS, SECTION_ACTION_LABELS, type SectionAction } from "@/lib/ai/modes";

/** The AI actions in a section's menu: each opens the suggestion dialog. */
export function SectionAiMenuItems({ onPick }: { onPick(action: SectionAction): void }) {
  return (
    <>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-xs text-muted-foreground">AI</DropdownMenuLabel>
      {SECTION_ACTIONS.map((action) => (
        <DropdownMenuItem key={action} onSelect={() => onPick(action)}>
          {action === "translate" ? <Languages aria-hidden /> : <Sparkles aria-hidden />}
          {SECTION_ACTION_LABELS[action]}
          {action === "translate" ? "…" : null}
        </DropdownMenuItem>
      ))}
    </>
  );
}
