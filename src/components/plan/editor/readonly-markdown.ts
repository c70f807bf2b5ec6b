import { getSchema } from "@tiptap/core";
import { DOMSerializer, Node as ProseMirrorNode, type Schema } from "@tiptap/pm/model";
import { MERMAID_LANGUAGE } from "@/lib/diagrams/diagram-markdown";
import { sectionEditorExtensions, sectionMarkdownManager } from "@/lib/plans/editor-markdown";

let schema: Schema | null = null;
let serializer: DOMSerializer | null = null;

/**
 * A section's Markdown as the DOM its editor would show, without an editor: the same schema,
 * parser and node rendering (so the same `plan-prose` look), at a fraction of the cost of a
 * Tiptap view. Diagrams become a light placeholder (drawing them is the mounted editor's job);
 * checkboxes cannot be ticked here. Text that does not fit the schema is shown as plain
 * paragraphs rather than not at all.
 */
export function renderSectionMarkdown(
  markdown: string,
  document: Document,
  diagramLabel: string,
): DocumentFragment | HTMLElement {
  schema ??= getSchema(sectionEditorExtensions());
  serializer ??= DOMSerializer.fromSchema(schema);
  const fragment = serializer.serializeFragment(parse(markdown, schema).content, { document });
  for (const code of fragment.querySelectorAll(`pre > code.language-${MERMAID_LANGUAGE}`)) {
    const placeholder = document.createElement("div");
    placeholder.className = "plan-readonly-diagram";
    placeholder.setAttribute("data-diagram-placeholder", "");
    placeholder.textContent = diagramLabel;
    code.parentElement?.replaceWith(placeholder);
  }
  for (const input of fragment.querySelectorAll("input")) {
    input.tabIndex = -1;
    input.setAttribute("aria-readonly", "true");
  }
  for (const link of fragment.querySelectorAll("a")) link.tabIndex = -1;
  return fragment;
}

function parse(markdown: string, target: Schema): ProseMirrorNode {
  try {
    const json = sectionMarkdownManager().parse(markdown);
    if (json.content?.length) return ProseMirrorNode.fromJSON(target, json);
  } catch {
    // Falls through to the plain text below.
  }
  const paragraphs = markdown
    .split(/\n{2,}/)
    .filter((part) => part.trim())
    .map((part) => target.node("paragraph", null, [target.text(part)]));
  return target.node("doc", null, paragraphs.length ? paragraphs : [target.node("paragraph")]);
}
