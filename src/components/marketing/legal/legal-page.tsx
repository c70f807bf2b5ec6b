import { LEGAL_LAST_UPDATED, LEGAL_LAST_UPDATED_ISO } from "./legal-contact";

export interface LegalSection {
  /** Anchor of the section; also used for its heading id. */
  id: string;
  title: string;
  body: React.ReactNode;
}

export interface LegalPageProps {
  title: string;
  /** One or two sentences under the title saying what the document covers. */
  summary: React.ReactNode;
  sections: readonly LegalSection[];
}

/** Typography for legal text, without a prose plugin. */
const PROSE =
  "space-y-4 leading-relaxed text-foreground/85 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6";

/** Shared layout of the terms, privacy policy and GDPR page: title, date, contents, sections. */
export function LegalPage({ title, summary, sections }: LegalPageProps) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl border-b pb-8">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">Legal</p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-sm text-muted-foreground">
          Last updated <time dateTime={LEGAL_LAST_UPDATED_ISO}>{LEGAL_LAST_UPDATED}</time>
        </p>
        <div className="mt-5 text-lg text-pretty text-muted-foreground [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4">
          {summary}
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[14rem_1fr] lg:gap-16">
        <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
          <h2 className="text-sm font-semibold">On this page</h2>
          <ol className="mt-3 space-y-2 border-l text-sm">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l border-transparent pl-3 text-muted-foreground hover:border-foreground hover:text-foreground focus-visible:rounded-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="max-w-3xl min-w-0 space-y-12">
          {sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id} className="scroll-mt-24">
              <h2 id={section.id} className="scroll-mt-24 text-2xl font-semibold tracking-tight">
                <span className="mr-1 text-muted-foreground tabular-nums">{index + 1}.</span>{" "}
                {section.title}
              </h2>
              <div className={`mt-4 ${PROSE}`}>{section.body}</div>
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
