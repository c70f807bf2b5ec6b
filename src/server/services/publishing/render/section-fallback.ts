/**
 * A section whose Markdown could not be rendered in time (render-pool.ts) is shown as its text:
 * paragraphs split at blank lines, every character escaped, line breaks kept. Linear in the
 * section's length and parses no Markdown, so it is safe to run on the thread that answers
 * requests. Its Mermaid blocks are shown as the text they are written as.
 */
import type { RenderedChunk } from "@/lib/publishing/public-view";
import { escapeHtml } from "./html-text";

export type FallbackSection = { chunks: RenderedChunk[]; prose: string };

export function plainTextSection(markdown: string): FallbackSection {
  const paragraphs = markdown
    .split(/\n[ \t\r]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "");
  const html = paragraphs
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
  return {
    chunks: html === "" ? [] : [{ kind: "html", html }],
    prose: paragraphs.join(" "),
  };
}
