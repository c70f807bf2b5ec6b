"use client";

import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/cn";
import { moveTo } from "@/lib/plans/editor-section-order";
import { sectionDisplayTitle } from "./plan-document";
import type { PlanSection } from "./plan-types";
import { SectionActionsMenu, type SectionMenuActions } from "./section-actions-menu";
import { focusSection, sectionAnchorId } from "./section-focus";

/** What screen readers hear while a section is moved with the keyboard or the mouse. */
function announcementsFor(sections: PlanSection[]): Announcements {
  const place = (id: UniqueIdentifier | undefined) => {
    const index = sections.findIndex((section) => section.id === id);
    return {
      title: sectionDisplayTitle(sections[index]?.title ?? ""),
      at: `${index + 1} of ${sections.length}`,
    };
  };
  return {
    onDragStart: ({ active }) =>
      `Picked up ${place(active.id).title}, position ${place(active.id).at}.`,
    onDragOver: ({ active, over }) =>
      over ? `${place(active.id).title} is over position ${place(over.id).at}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${place(active.id).title} was dropped at position ${place(over.id).at}.`
        : `${place(active.id).title} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${place(active.id).title} was cancelled.`,
  };
}

const INSTRUCTIONS =
  "To move a section, press Space or Enter on its handle, use the arrow keys to move it, " +
  "then press Space or Enter again to drop it, or Escape to cancel.";

/**
 * The section list beside the plan: jump to a section, drag a handle (mouse, touch or keyboard:
 * Space, arrows, Space) to reorder, and the section menu (rename, move up/down, delete).
 */
export function SectionNav({
  sections,
  activeId,
  onReorder,
  menuFor,
}: {
  sections: PlanSection[];
  activeId: string | null;
  onReorder: (next: PlanSection[]) => void;
  menuFor: (section: PlanSection) => SectionMenuActions;
}) {
  const dndId = useId();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = sections.findIndex((section) => section.id === active.id);
    const to = sections.findIndex((section) => section.id === over.id);
    onReorder(moveTo(sections, from, to));
  }

  if (sections.length === 0) {
    return <p className="px-2 text-sm text-muted-foreground">No sections yet.</p>;
  }

  return (
    <DndContext
      id={dndId}
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcementsFor(sections),
        screenReaderInstructions: { draggable: INSTRUCTIONS },
      }}
    >
      <SortableContext items={sections.map((s) => s.id)} strategy={verticalListSortingStrategy}>
        <ol className="space-y-0.5" data-testid="section-nav-list">
          {sections.map((section, index) => (
            <SortableNavItem
              key={section.id}
              section={section}
              active={section.id === activeId}
              isFirst={index === 0}
              isLast={index === sections.length - 1}
              menu={menuFor(section)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableNavItem({
  section,
  active,
  isFirst,
  isLast,
  menu,
}: {
  section: PlanSection;
  active: boolean;
  isFirst: boolean;
  isLast: boolean;
  menu: SectionMenuActions;
}) {
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: section.id });
  const title = sectionDisplayTitle(section.title);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition: transition }}
      className={cn(
        "group flex items-center gap-0.5 rounded-md bg-background",
        isDragging && "relative z-10 shadow-md ring-1 ring-border",
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${title}`}
        className="flex size-7 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground/70 outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing"
      >
        <GripVertical className="size-4" aria-hidden />
      </button>
      <a
        href={`#${sectionAnchorId(section.id)}`}
        aria-current={active ? "location" : undefined}
        onClick={(event) => {
          event.preventDefault();
          focusSection(section.id, "section");
        }}
        className={cn(
          "min-w-0 flex-1 truncate rounded px-1.5 py-1.5 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50",
          active && "font-medium text-foreground",
        )}
      >
        {title}
      </a>
      <SectionActionsMenu
        title={title}
        isFirst={isFirst}
        isLast={isLast}
        actions={menu}
        className="size-7 opacity-60 group-hover:opacity-100 focus-visible:opacity-100 data-[state=open]:opacity-100"
      />
    </li>
  );
}
