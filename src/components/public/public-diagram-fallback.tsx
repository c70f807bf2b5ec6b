"use client";

/**
 * STUB until the diagrams helper's island lands (same file, name and props; on merge, take
 * theirs): a Mermaid block with no pre-drawn picture, shown as its source. The real island
 * lazy-loads mermaid (strict) and draws it in the visitor's browser.
 */
export interface PublicDiagramFallbackProps {
  /** The block's Mermaid source, as published. */
  source: string;
}

export function PublicDiagramFallback({ source }: PublicDiagramFallbackProps) {
  return (
    <pre className="overflow-x-auto rounded-md border p-3 text-sm">
      <code className="language-mermaid">{source}</code>
    </pre>
  );
}
