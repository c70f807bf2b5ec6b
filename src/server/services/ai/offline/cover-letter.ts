import type { OfflineTask } from "./offline-task";
export function writeCoverLetter(task: Extract<OfflineTask, { kind: "cover_letter" }>): string {
  return task.plan.title;
}
