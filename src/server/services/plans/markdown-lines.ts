/**
 * Line-by-line reading of a Markdown body that knows which lines sit inside fenced code blocks
 * (``` or ~~~), so rules about headings and checklists never touch code or Mermaid diagrams.
 */
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/** Calls `visit` with each line and whether it is part of a fenced code block (fences included). */
export function mapMarkdownLines(
  markdown: string,
  visit: (line: string, inCode: boolean) => string,
): string[] {
  let openFence: string | null = null;
  return markdown.split(/\r?\n/).map((line) => {
    const fence = FENCE.exec(line)?.[1];
    if (openFence === null && fence) {
      openFence = fence;
      return visit(line, true);
    }
    if (openFence !== null) {
      // A fence closes with the same character, at least as long, and nothing after it.
      if (
        fence &&
        fence[0] === openFence[0] &&
        fence.length >= openFence.length &&
        line.trim() === fence
      ) {
        openFence = null;
      }
      return visit(line, true);
    }
    return visit(line, false);
  });
}
