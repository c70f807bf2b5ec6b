/**
 * What each kind of section should answer: the questions and placeholders the offline "expand"
 * action adds, and the body of a new section the planner proposes. Generic on purpose: no facts.
 */
import type { SectionKind } from "@/lib/plans/plan-rules";

export interface SectionGuidance {
  questions: readonly string[];
  placeholders: readonly string[];
}

export const SECTION_GUIDANCE: Record<SectionKind, SectionGuidance> = {
  overview: {
    questions: [
      "Who is the client, and who makes the decisions?",
      "What problem does the project solve, and for whom?",
      "Why does it matter now?",
    ],
    placeholders: ["Client and decision maker", "The problem in one sentence", "Background"],
  },
  goals: {
    questions: [
      "How will everyone know the project succeeded?",
      "Which goal matters most if time runs short?",
      "What is explicitly not a goal?",
    ],
    placeholders: ["Measurable goal", "How and when it is measured"],
  },
  scope: {
    questions: [
      "What is in scope for this phase?",
      "What is out of scope?",
      "Who approves changes to the scope?",
    ],
    placeholders: ["In scope", "Out of scope", "Change process"],
  },
  deliverables: {
    questions: [
      "What exactly is handed over at the end?",
      "In what format, and to whom?",
      "How is each deliverable accepted?",
    ],
    placeholders: ["Deliverable and its acceptance criteria"],
  },
  timeline: {
    questions: [
      "When does work start, and what is the hard deadline?",
      "Which milestones need the client's review?",
      "What depends on someone outside the team?",
    ],
    placeholders: ["Start date", "Milestones", "Deadline"],
  },
  budget: {
    questions: [
      "What is the agreed budget, and what does it include?",
      "How and when is payment made?",
      "How are extra requests priced?",
    ],
    placeholders: ["Budget and currency", "Payment schedule", "Rate for extra work"],
  },
  risks: {
    questions: [
      "What could delay the project or raise its cost?",
      "How likely is each risk, and how bad would it be?",
      "What is done to prevent or soften each one?",
    ],
    placeholders: ["Risk, likelihood, impact and mitigation"],
  },
  team: {
    questions: [
      "Who does the work, and who is the client's contact?",
      "Who reviews and approves?",
      "How does the team communicate, and how often?",
    ],
    placeholders: ["Role and person", "Contact on the client side"],
  },
  next_steps: {
    questions: [
      "What happens first, and who does it?",
      "What does the client need to provide?",
      "When is the next check-in?",
    ],
    placeholders: ["Next step, owner and date"],
  },
  custom: {
    questions: [
      "What should a reader learn from this section?",
      "What decisions or facts does it record?",
    ],
    placeholders: ["Content of this section"],
  },
};
