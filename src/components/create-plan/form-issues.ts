/**
 * Validation problems by field path ("title", "sections", "sections.2.title"), the first
 * message of each: what the creation forms show next to their fields.
 */
import type { z } from "zod";
import { readApiError } from "@/components/settings/api-error";

export type FormIssues = Partial<Record<string, string>>;

export function issuesByPath(error: z.ZodError): FormIssues {
  const issues: FormIssues = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join(".");
    issues[key] ??= issue.message;
  }
  return issues;
}

/** A failed call's field errors (from the server's validation), in the same shape. */
export function issuesFromApiError(error: unknown): { issues: FormIssues; message: string | null } {
  const info = readApiError(error);
  const issues: FormIssues = {};
  for (const [field, messages] of Object.entries(info.fieldErrors)) {
    if (messages?.[0]) issues[field] = messages[0];
  }
  return { issues, message: info.message };
}

/** Moves focus to the form's first field marked invalid, once React has marked it. */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
