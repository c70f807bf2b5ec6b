"use client";

import { FileDown, FileText, FileType, Loader2, Printer } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { downloadBlob } from "@/components/ui/download";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { PLAN_EXPORT_TEXT } from "@/lib/errors/plan-editor";
import { printViewPath } from "@/lib/export/print-rules";
import { useTRPCClient } from "@/trpc/react";
import { downloadTextFile } from "../download-file";
import { useSaveRegistry } from "../save-registry";

type ExportKind = "markdown" | "pdf" | "word";

/**
 * "Export": Markdown (built by the server), PDF (the print view, which opens the print dialog
 * once its diagrams are drawn) and Word (built in this browser, diagrams included). Every export
 * first sends the newest text (the save registry), so the file holds what the owner sees.
 */
export function ExportMenu({ planId }: { planId: string }) {
  const client = useTRPCClient();
  const registry = useSaveRegistry();
  const [busy, setBusy] = useState<ExportKind | null>(null);

  async function run(kind: ExportKind, work: () => Promise<void>, failure: string) {
    setBusy(kind);
    try {
      await registry.flushAll();
      await work();
    } catch (error) {
      toast.error(readApiError(error).message ?? failure, { id: `export-${kind}` });
    } finally {
      setBusy(null);
    }
  }

  const exportMarkdown = () =>
    run(
      "markdown",
      async () => {
        const { filename, markdown } = await client.plan.exportMarkdown.query({ id: planId });
        downloadTextFile(filename, markdown);
        toast.success(PLAN_EXPORT_TEXT.exported(filename));
      },
      PLAN_EXPORT_TEXT.markdownFailed,
    );

  const openPrintView = () =>
    run(
      "pdf",
      async () => {
        // A full page load: the print view reads the plan just saved, and the editor's print
        // styles are not carried over.
        window.location.assign(printViewPath(planId, true));
      },
      PLAN_EXPORT_TEXT.pdfOpenFailed,
    );

  const exportWord = () =>
    run(
      "word",
      async () => {
        const id = "export-word";
        toast.loading(PLAN_EXPORT_TEXT.wordPreparing, { id });
        const source = await client.plan.exportSource.query({ id: planId });
        const { exportPlanAsWord } = await import("./word-export");
        const result = await exportPlanAsWord(source, ({ done, total }) => {
          if (total > 0) toast.loading(PLAN_EXPORT_TEXT.wordDrawing(done, total), { id });
        });
        downloadBlob(source.docxFilename, result.blob);
        toast.success(PLAN_EXPORT_TEXT.exported(source.docxFilename), {
          id,
          description:
            result.diagramsNotDrawn > 0
              ? PLAN_EXPORT_TEXT.wordDiagramsSkipped(result.diagramsNotDrawn)
              : undefined,
        });
      },
      PLAN_EXPORT_TEXT.wordFailed,
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          aria-label={PLAN_EXPORT_TEXT.menu}
          aria-busy={busy !== null}
          data-testid="export-menu"
        >
          {busy ? <Loader2 aria-hidden className="animate-spin" /> : <FileDown aria-hidden />}
          <span className="hidden sm:inline">{PLAN_EXPORT_TEXT.menu}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="max-w-[calc(100vw-1rem)]">
        <DropdownMenuItem disabled={busy !== null} onSelect={() => void exportMarkdown()}>
          <FileText aria-hidden />
          {PLAN_EXPORT_TEXT.markdown}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={busy !== null} onSelect={() => void openPrintView()}>
          <Printer aria-hidden />
          {PLAN_EXPORT_TEXT.pdf}
        </DropdownMenuItem>
        <DropdownMenuItem disabled={busy !== null} onSelect={() => void exportWord()}>
          <FileType aria-hidden />
          {PLAN_EXPORT_TEXT.word}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
