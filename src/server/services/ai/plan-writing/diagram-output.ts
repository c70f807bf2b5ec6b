/**
 * The output check of a generated or repaired diagram: models wrap Mermaid in a fence, add a
 * sentence before or after it, or answer with nothing usable. Keeps only the Mermaid source —
 * the first ```mermaid block, else the first fenced block, else the whole text when it starts
 * with a diagram keyword. The browser's validator then decides whether it draws.
 */
const FENCED_BLOCK = /^ {0,3}(`{3,}|~{3,})[ \t]*([\w-]*)[^\n]*\n([^]*?)\n {0,3}\1[ \t]*$/gm;

/** Words a Mermaid source starts with (front matter and directives aside). */
const DIAGRAM_START =
  /^(?:---|%%|graph|flowchart|sequenceDiagram|classDiagram|stateDiagram|erDiagram|journey|gantt|pie|quadrantChart|requirementDiagram|gitGraph|C4\w*|mindmap|timeline|zenuml|sankey|xychart|block|packet|kanban|architecture|radar|treemap)/;

export function extractMermaidSource(text: string): string | null {
  const normalised = text.replace(/\r\n?/g, "\n").trim();
  const blocks = [...normalised.matchAll(FENCED_BLOCK)].map((match) => ({
    language: match[2]!.toLowerCase(),
    body: match[3]!.trim(),
  }));
  const block = blocks.find((b) => b.language === "mermaid") ?? blocks[0];
  if (block) return block.body || null;
  // An unclosed fence (a cut stream): what follows the opening line.
  const open = /^ {0,3}(?:`{3,}|~{3,})[ \t]*[\w-]*[^\n]*\n([^]*)$/m.exec(normalised);
  const lines = (open ? open[1]! : normalised).split("\n");
  // Unfenced: from the first line that starts a diagram (a sentence before it is dropped).
  const first = lines.findIndex((line) => DIAGRAM_START.test(line.trim()));
  return first < 0 ? null : lines.slice(first).join("\n").trim() || null;
}
