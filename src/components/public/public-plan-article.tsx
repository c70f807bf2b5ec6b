import { PUBLIC_PAGE_TEXT } from "@/lib/errors/publishing";
import { ACCENT_COLOR_PATTERN, DEFAULT_ACCENT_COLOR } from "@/lib/plans/customization-rules";
import type { PublicPlanView, RenderedSection } from "@/lib/publishing/public-view";
import { PublicAvatar } from "./public-avatar";
import { publicDate } from "./public-dates";
import { PublicDiagramFallback } from "./public-diagram-fallback";
import { PublicEstimate } from "./public-estimate";
import { PublicPlanToc } from "./public-plan-toc";
import { MakeYourOwnLink } from "./public-shell";

/** Only the raster logos plan customization accepts are shown (never an SVG or a remote URL). */
const LOGO_DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

function Section({ section }: { section: RenderedSection }) {
  return (
    <section className="public-section" aria-labelledby={section.anchor}>
      <h2
        id={section.anchor}
        className="scroll-mt-6 border-b pb-2 text-2xl font-semibold tracking-tight"
      >
        {section.title}
      </h2>
      <div className="public-prose mt-4">
        {section.chunks.map((chunk, index) =>
          chunk.kind === "html" ? (
            // Built by render/markdown-html.ts from escaped text and a fixed set of elements.
            <div key={index} dangerouslySetInnerHTML={{ __html: chunk.html }} />
          ) : (
            <figure key={index} className="diagram-drawn-here" aria-label={chunk.label}>
              <PublicDiagramFallback source={chunk.source} />
            </figure>
          ),
        )}
      </div>
    </section>
  );
}

/** A shared plan as visitors read it: the published snapshot, read-only, in the owner's brand. */
export function PublicPlanArticle({ plan }: { plan: PublicPlanView }) {
  const { branding, author } = plan;
  const accent =
    branding.accentColor && ACCENT_COLOR_PATTERN.test(branding.accentColor)
      ? branding.accentColor
      : DEFAULT_ACCENT_COLOR;
  const logo =
    branding.logoDataUrl && LOGO_DATA_URL.test(branding.logoDataUrl) ? branding.logoDataUrl : null;
  // "Updated" once the owner has published a newer version than the first one.
  const updated = plan.publishedAt !== plan.firstPublishedAt ? plan.publishedAt : null;
  const authorName = author.profilePath ? (
    <a href={author.profilePath} className="font-medium text-foreground hover:underline">
      {author.displayName}
    </a>
  ) : (
    <span className="font-medium text-foreground">{author.displayName}</span>
  );

  return (
    <article
      className="public-plan"
      style={{ "--brand-accent": accent } as React.CSSProperties}
      data-testid="public-plan"
    >
      <div className="h-1.5 bg-[var(--brand-accent)]" aria-hidden />
      <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
        <header className="public-plan-header max-w-3xl space-y-4">
          {branding.brandName || logo ? (
            <div className="flex items-center gap-3" data-testid="public-brand">
              {logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small data: URL from the snapshot
                <img
                  src={logo}
                  alt={PUBLIC_PAGE_TEXT.logoAlt(branding.brandName ?? author.displayName)}
                  className="h-10 w-auto max-w-40 object-contain"
                />
              ) : null}
              {branding.brandName ? (
                <span className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
                  {branding.brandName}
                </span>
              ) : null}
            </div>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">
            {plan.title}
          </h1>
          {plan.summary ? (
            <p className="text-lg whitespace-pre-line text-muted-foreground">{plan.summary}</p>
          ) : null}
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
            <span className="flex items-center gap-2" data-testid="public-author">
              <PublicAvatar author={author} size={32} />
              <span>
                {PUBLIC_PAGE_TEXT.by} {authorName}
              </span>
            </span>
            <span>
              {PUBLIC_PAGE_TEXT.publishedOn}{" "}
              <time dateTime={plan.firstPublishedAt}>{publicDate(plan.firstPublishedAt)}</time>
            </span>
            {updated ? (
              <span>
                {PUBLIC_PAGE_TEXT.updatedOn} <time dateTime={updated}>{publicDate(updated)}</time>
              </span>
            ) : null}
          </div>
        </header>

        <div className="mt-8 grid gap-8 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-12">
          <PublicPlanToc sections={plan.rendered.sections} />
          <div className="max-w-3xl min-w-0 space-y-10" data-public-content>
            {plan.rendered.sections.map((section) => (
              <Section key={section.id} section={section} />
            ))}
            {plan.estimate ? <PublicEstimate estimate={plan.estimate} /> : null}
            <aside className="rounded-xl border bg-muted/40 p-6 print:hidden" data-public-chrome>
              <p className="font-medium">{PUBLIC_PAGE_TEXT.makeYourOwnPitch}</p>
              <div className="mt-4">
                <MakeYourOwnLink />
              </div>
            </aside>
          </div>
        </div>
      </div>
    </article>
  );
}
