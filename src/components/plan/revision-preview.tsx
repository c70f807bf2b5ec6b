import type { RevisionDetail } from "./plan-types";

/** A saved version of the plan as it was: title, summary and each section's text. */
export function RevisionPreview({ revision }: { revision: RevisionDetail }) {
  const { snapshot } = revision;
  return (
    <article className="space-y-4" aria-label="Preview of this version">
      <header className="space-y-1">
        <h3 className="text-lg font-semibold">{snapshot.title}</h3>
        {snapshot.summary ? (
          <p className="text-sm text-muted-foreground">{snapshot.summary}</p>
        ) : null}
      </header>
      {snapshot.sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">This version had no sections.</p>
      ) : (
        snapshot.sections.map((section, index) => (
          <section key={index} className="space-y-1">
            <h4 className="text-sm font-semibold">{section.title}</h4>
            <pre className="font-sans text-sm whitespace-pre-wrap text-muted-foreground">
              {section.body.trim() || "(empty)"}
            </pre>
          </section>
        ))
      )}
    </article>
  );
}
