/**
 * The name an attachment is shown with: the user's file name without any folder, control or
 * direction-changing characters (which can make "gpj.exe" read as "exe.jpg"), and cut to a
 * length that fits a chip, keeping the extension. It is only ever shown; storage keys are random.
 */
export const ATTACHMENT_NAME_MAX_LENGTH = 120;
export const DEFAULT_ATTACHMENT_NAME = "attachment";

const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function attachmentDisplayName(filename: string): string {
  const base = (filename.split(/[\\/]/).pop() ?? "")
    .replace(UNSAFE, "")
    .replace(/\s+/g, " ")
    .trim();
  const name = base || DEFAULT_ATTACHMENT_NAME;
  const characters = Array.from(name);
  if (characters.length <= ATTACHMENT_NAME_MAX_LENGTH) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
  const keep = ATTACHMENT_NAME_MAX_LENGTH - Array.from(extension).length - 1;
  return `${characters.slice(0, keep).join("")}…${extension}`;
}
