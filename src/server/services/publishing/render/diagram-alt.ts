/**
 * The alternative text of a diagram picture (and the label of a diagram drawn in the browser):
 * Mermaid's own accessibility lines (accTitle, accDescr) or its title when the author wrote them,
 * else what kind of diagram it is and where it sits.
 */
import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";

const ALT_MAX_LENGTH = 300;

function directive(source: string, name: string): string {
  const match = new RegExp(`^\\s*${name}\\s*:?\\s+(.+)$`, "im").exec(source);
  return match?.[1]?.trim() ?? "";
}

/** The diagram type: the first word of the first line that is not a comment or directive. */
function diagramKind(source: string): string {
  for (const line of source.split("\n")) {
    const text = line.trim();
    if (text === "" || text.startsWith("%%") || text === "---") continue;
    const word = /^[A-Za-z][\w-]*/.exec(text)?.[0];
    return word ?? "diagram";
  }
  return "diagram";
}

export function diagramAlt(source: string, position: number, sectionTitle: string): string {
  const title = directive(source, "accTitle") || directive(source, "title");
  const description = directive(source, "accDescr");
  const text = title
    ? PUBLIC_PAGE_TEXT.diagramAltDescribed(title, description)
    : PUBLIC_PAGE_TEXT.diagramAlt(position, diagramKind(source), sectionTitle);
  return text.length > ALT_MAX_LENGTH ? `${text.slice(0, ALT_MAX_LENGTH - 1)}…` : text;
}
