"use client";

import { ArrowLeft, Printer } from "lucide-react";
import Link from "next/link";
import { useEffect, useMemo, useRef } from "react";
import { Button } from "@/components/ui/button";
import { PLAN_EXPORT_TEXT } from "@/lib/errors/plan-editor";
import type { PlanPrintView } from "@/lib/export/export-types";
import { ACCENT_COLOR_PATTERN, DEFAULT_ACCENT_COLOR } from "@/lib/plans/customization-rules";
import { printPageStyle } from "@/lib/export/print-page-style";
import { PrintDiagram } from "./print-diagram";
import { useExportDiagrams } from "./use-export-diagrams";
import "@/components/public/public-pages.css";
import "./plan-print-view.css";

/** Only the raster logos plan customization accepts (never an SVG or a remote URL). */
const LOGO_DATA_URL = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * /plan/{id}/print: the plan laid out for paper — the owner's brand, title, summary, a table of
 * contents, every section, diagrams as inline SVG — with page numbers in the page margin. The
 * browser's print dialog makes the PDF ("Save as PDF"). `data-print-ready` is set once every
 * diagram is drawn (or shown as source); with `autoPrint` the print dialog opens then, once.
 */
export function PlanPrintViewPage({
  planId,
  view,
  autoPrint,
}: {
  planId: string;
  view: PlanPrintView;
  autoPrint: boolean;
}) {
  const sources = useMemo(
    () =>
      view.sections.flatMap((section) =>
        section.chunks.flatMap((chunk) => (chunk.kind === "diagram" ? [chunk.source] : [])),
      ),
    [view.sections],
  );
  const diagrams = useExportDiagrams(sources, view.diagramTheme);
  const ready = diagrams.drawn !== null;
  const printed = useRef(false);

  useEffect(() => {
    if (!ready || !autoPrint || printed.current) return;
    printed.current = true;
    // After the pictures are laid out: the print snapshot is taken from the next frame.
    requestAnimationFrame(() => window.print());
  }, [ready, autoPrint]);

  const accent =
    view.branding.accentColor && ACCENT_COLOR_PATTERN.test(view.branding.accentColor)
      ? view.branding.accentColor
      : DEFAULT_ACCENT_COLOR;
  const logo =
    view.branding.logoDataUrl && LOGO_DATA_URL.test(view.branding.logoDataUrl)
      ? view.branding.logoDataUrl
      : null;
  const brand = view.branding.brandName?.trim() || null;

  return (
    <div
      data-print-view
      data-print-ready={ready ? "true" : "false"}
      style={{ "--brand-accent": accent } as React.CSSProperties}
    >
      <style>{printPageStyle({ brand, title: view.title })}</style>
      <div className="print-toolbar" data-print-chrome>
        <Button variant="ghost" size="sm" asChild>
          <Link href={`/plan/${planId}`}>
            <ArrowLeft aria-hidden />
            {PLAN_EXPORT_TEXT.backToPlan}
          </Link>
        </Button>
        <p className="print-status" role="status" aria-live="polite">
          {ready
            ? PLAN_EXPORT_TEXT.printReady
            : PLAN_EXPORT_TEXT.printDrawing(diagrams.done, diagrams.total)}
        </p>
        <Button size="sm" onClick={() => window.print()} disabled={!ready}>
          <Printer aria-hidden />
          {PLAN_EXPORT_TEXT.printButton}
        </Button>
      </div>

      <article className="print-sheet" data-testid="print-sheet">
        <header className="print-title-block">
          {brand || logo ? (
            <div className="print-brand" data-testid="print-brand">
              {logo ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small data: URL from the owner's settings
                <img src={logo} alt={PLAN_EXPORT_TEXT.logoAlt(brand ?? view.title)} />
              ) : null}
              {brand ? <span>{brand}</span> : null}
            </div>
          ) : null}
          <h1>{view.title}</h1>
          {view.summary ? <p className="print-summary">{view.summary}</p> : null}
        </header>

        {view.sections.length > 0 ? (
          <nav className="print-toc" aria-label={PLAN_EXPORT_TEXT.contents}>
            <h2>{PLAN_EXPORT_TEXT.contents}</h2>
            <ol>
              {view.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.anchor}`}>{section.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}

        <div className="print-sections">
          {view.sections.map((section) => (
            <section key={section.id} className="print-section" aria-labelledby={section.anchor}>
              <h2 id={section.anchor}>{section.title}</h2>
              <div className="public-prose">
                {section.chunks.map((chunk, index) =>
                  chunk.kind === "html" ? (
                    // Built by the public renderer (render/markdown-html.ts) from escaped text
                    // and a fixed set of elements.
                    <div key={index} dangerouslySetInnerHTML={{ __html: chunk.html }} />
                  ) : (
                    <PrintDiagram
                      key={index}
                      source={chunk.source}
                      label={chunk.label}
                      svg={diagrams.drawn?.get(chunk.source)}
                      drawing={!ready}
                    />
                  ),
                )}
              </div>
            </section>
          ))}
        </div>
      </article>
    </div>
  );
}
