/**
 * The output check of a section action: the new body only. Models sometimes wrap the answer in
 * a ```markdown fence or repeat the section's title as a heading; both are removed.
 */
import { plainHeadingText } from "@/lib/plans/markdown-sections";

const WRAPPING_FENCE = /^(`{3,}|~{3,})[ \t]*(?:markdown|md)?[ \t]*\n([^]*)\n\1[ \t]*$/i;
const LEADING_HEADING = /^#{1,6}[ \t]+([^\n]*)\n+/;

export function sectionBodyFromOutput(text: string, title: string): string {
  let body = text.replace(/\r\n?/g, "\n").trim();
  const fenced = WRAPPING_FENCE.exec(body);
  if (fenced) body = fenced[2]!.trim();
  const heading = LEADING_HEADING.exec(body);
  if (
    heading &&
    plainHeadingText(heading[1]!).toLowerCase() === plainHeadingText(title).toLowerCase()
  ) {
    body = body.slice(heading[0].length).trim();
  }
  return body;
}
