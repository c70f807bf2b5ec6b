"use client";

import { ListTree } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { sectionDisplayTitle } from "./plan-document";
import type { PlanSection } from "./plan-types";
import { focusSection } from "./section-focus";

/** On narrow screens, the section list as a menu: pick one to jump to it. */
export function SectionJumpMenu({
  sections,
  activeId,
}: {
  sections: PlanSection[];
  activeId: string | null;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden">
          <ListTree aria-hidden />
          Sections
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="max-h-[60dvh] w-64 overflow-y-auto"
        // The chosen section takes the focus, not the menu button.
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DropdownMenuLabel>Jump to a section</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {sections.length === 0 ? (
          <DropdownMenuItem disabled>No sections yet</DropdownMenuItem>
        ) : (
          sections.map((section) => (
            <DropdownMenuItem
              key={section.id}
              onSelect={() => focusSection(section.id, "section")}
              className={section.id === activeId ? "font-medium" : undefined}
            >
              <span className="truncate">{sectionDisplayTitle(section.title)}</span>
            </DropdownMenuItem>
          ))
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
