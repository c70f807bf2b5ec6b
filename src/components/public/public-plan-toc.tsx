import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import type { RenderedSection } from "@/lib/publishing/public-view";

function TocList({ sections }: { sections: RenderedSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((section) => (
        <li key={section.id}>
          <a
            href={`#${section.anchor}`}
            className="block rounded-md border-l-2 border-transparent px-3 py-1.5 text-muted-foreground hover:border-[var(--brand-accent)] hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * Table of contents: sticky beside the plan on wide screens, a disclosure above it on phones
 * (a native <details>: no script). Not printed.
 */
export function PublicPlanToc({ sections }: { sections: RenderedSection[] }) {
  if (sections.length === 0) return null;
  return (
    <>
      <details
        className="rounded-lg border bg-card lg:hidden print:hidden"
        data-testid="toc-mobile"
      >
        <summary className="cursor-pointer px-4 py-3 text-sm font-medium">
          {PUBLIC_PAGE_TEXT.contents}
        </summary>
        <nav aria-label={PUBLIC_PAGE_TEXT.contents} className="px-1 pb-3">
          <TocList sections={sections} />
        </nav>
      </details>
      <nav
        aria-label={PUBLIC_PAGE_TEXT.contents}
        className="sticky top-6 hidden max-h-[calc(100dvh-3rem)] self-start overflow-y-auto lg:block print:hidden"
        data-testid="toc-desktop"
      >
        <p className="mb-2 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {PUBLIC_PAGE_TEXT.contents}
        </p>
        <TocList sections={sections} />
      </nav>
    </>
  );
}
