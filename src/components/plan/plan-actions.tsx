"use client";

import { FileDown, History, Mail, Printer } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { readApiError } from "@/components/settings/api-error";
import { ShareButton } from "@/components/publishing/share-button";
import { Button } from "@/components/ui/button";
import { PLAN_EDITOR_TEXT } from "@/lib/error-catalogue";
import { useTRPCClient } from "@/trpc/react";
import { downloadTextFile } from "./download-file";
import { useSaveRegistry } from "./save-registry";

/** The plan's actions: share, cover letters, export as Markdown, print, and open the history. */
export function PlanActions({
  planId,
  onOpenHistory,
}: {
  planId: string;
  onOpenHistory: () => void;
}) {
  const client = useTRPCClient();
  const registry = useSaveRegistry();
  const [exporting, setExporting] = useState(false);

  async function exportMarkdown() {
    setExporting(true);
    try {
      // The export is built by the server: send the newest text first.
      await registry.flushAll();
      const { filename, markdown } = await client.plan.exportMarkdown.query({ id: planId });
      downloadTextFile(filename, markdown);
      toast.success(PLAN_EDITOR_TEXT.exported(filename));
    } catch (error) {
      toast.error(readApiError(error).message ?? PLAN_EDITOR_TEXT.exportFailed);
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="flex items-center gap-1 print:hidden">
      <ShareButton planId={planId} />
      <Button variant="ghost" size="sm" asChild>
        <Link href={`/plan/${planId}/cover-letters`} aria-label="Cover letters">
          <Mail aria-hidden />
          <span className="hidden sm:inline">Cover letters</span>
        </Link>
      </Button>
      <Button
        variant="ghost"
        size="sm"
        onClick={() => void exportMarkdown()}
        disabled={exporting}
        aria-label="Export Markdown"
      >
        <FileDown aria-hidden />
        <span className="hidden sm:inline">Export Markdown</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={() => window.print()} aria-label="Print">
        <Printer aria-hidden />
        <span className="hidden sm:inline">Print</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onOpenHistory} aria-label="History">
        <History aria-hidden />
        <span className="hidden sm:inline">History</span>
      </Button>
    </div>
  );
}
