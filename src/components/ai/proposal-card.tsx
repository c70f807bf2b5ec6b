"use client";
/**
 * A proposed change to a section (the output of the propose_section_change tool): a word diff
 * of before/after with Apply (a revision is saved first; undo works) and Dismiss.
 * CONTRACT STUB: the assistant helper implements it; the chat messages render it.
 */
import type { SectionProposalData } from "@/lib/ai/stream-data";

export function ProposalCard({ proposal }: { proposal: SectionProposalData }) {
  return <div data-proposal-id={proposal.proposalId}>{proposal.title}</div>;
}
