"use client";

import {
  NodeViewContent,
  NodeViewWrapper,
  ReactNodeViewRenderer,
  type ReactNodeViewProps,
} from "@tiptap/react";
import { MERMAID_LANGUAGE } from "@/lib/diagrams/diagram-markdown";
import { DiagramNodeView } from "./diagram-node-view";
import { keepsEventFromEditor } from "./node-view-events";

/**
 * How the section editor draws a code block: ```mermaid blocks as diagrams (picture, and the
 * source while editing), every other block as plain code. The node and its Markdown are the same
 * either way; only the view differs.
 */
function CodeBlockView(props: ReactNodeViewProps) {
  const language = (props.node.attrs.language as string | null) ?? null;
  if (language === MERMAID_LANGUAGE) return <DiagramNodeView {...props} />;
  return (
    <NodeViewWrapper as="pre">
      <NodeViewContent<"code">
        as="code"
        className={language ? `language-${language}` : undefined}
      />
    </NodeViewWrapper>
  );
}

export const codeBlockView = ReactNodeViewRenderer(CodeBlockView, {
  stopEvent: keepsEventFromEditor,
});
