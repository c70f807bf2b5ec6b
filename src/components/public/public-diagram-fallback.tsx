"use client";

/**
 * STUB until the diagrams helper's island lands (same file name and props): a Mermaid block with
 * no pre-drawn picture, shown as its source. The real island lazy-loads mermaid (strict) and
 * draws it in the visitor's browser.
 */
export function PublicDiagramFallback({ source, label }: { source: string; label: string }) {
  return (
    <figure className="diagram" aria-label={label}>
      <pre className="diagram-source">
        <code>{source}</code>
      </pre>
    </figure>
  );
}
