import { insertAt, removeById } from "@/lib/plans/editor-section-order";
import type { PlanDetails, PlanSection, PlanWithSections } from "./plan-types";

/**
 * What the plan page holds while it is open: the plan's details, its sections in order, and a
 * generation that changes when the whole plan is replaced (a restored revision), so every editor
 * starts again from the new text. Section text itself lives in the editors.
 */
export interface PlanDocument {
  details: PlanDetails;
  sections: PlanSection[];
  generation: number;
}

export type PlanDocumentAction =
  | { type: "detailsSaved"; details: PlanDetails }
  | { type: "sectionSaved"; section: PlanSection }
  | { type: "sectionTitleTyped"; id: string; title: string }
  | { type: "sectionsOrdered"; sections: PlanSection[] }
  | { type: "sectionInserted"; section: PlanSection }
  | { type: "sectionRemoved"; id: string }
  | { type: "planReplaced"; plan: PlanWithSections };

export function planDocumentFrom(plan: PlanWithSections, generation = 0): PlanDocument {
  const { sections, ...details } = plan;
  return { details, sections: [...sections].sort((a, b) => a.position - b.position), generation };
}

export function planDocumentReducer(doc: PlanDocument, action: PlanDocumentAction): PlanDocument {
  switch (action.type) {
    case "detailsSaved":
      return { ...doc, details: { ...doc.details, ...action.details } };
    case "sectionSaved":
      return {
        ...doc,
        sections: doc.sections.map((section) =>
          // Keep the local position (a reorder may be on its way) and title (typing may have
          // gone on while the save was out).
          section.id === action.section.id
            ? { ...action.section, position: section.position, title: section.title }
            : section,
        ),
      };
    case "sectionTitleTyped":
      return {
        ...doc,
        sections: doc.sections.map((section) =>
          section.id === action.id ? { ...section, title: action.title } : section,
        ),
      };
    case "sectionsOrdered":
      return { ...doc, sections: action.sections };
    case "sectionInserted":
      return { ...doc, sections: insertAt(doc.sections, action.section) };
    case "sectionRemoved":
      return { ...doc, sections: removeById(doc.sections, action.id) };
    case "planReplaced":
      return planDocumentFrom(action.plan, doc.generation + 1);
  }
}

/** A section's title for lists and menus, also while its title field is emptied. */
export function sectionDisplayTitle(title: string): string {
  return title.trim() || "Untitled section";
}
