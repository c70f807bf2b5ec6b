"use client";

import { History, Mail } from "lucide-react";
import Link from "next/link";
import { ShareButton } from "@/components/publishing/share-button";
import { Button } from "@/components/ui/button";
import { ExportMenu } from "./export/export-menu";

/** The plan's actions: share, cover letters, export (Markdown, PDF, Word), and the history. */
export function PlanActions({
  planId,
  onOpenHistory,
}: {
  planId: string;
  onOpenHistory: () => void;
}) {
  return (
    <div className="flex items-center gap-1 print:hidden">
      <ShareButton planId={planId} />
      <Button variant="ghost" size="sm" asChild>
        <Link href={`/plan/${planId}/cover-letters`} aria-label="Cover letters">
          <Mail aria-hidden />
          <span className="hidden sm:inline">Cover letters</span>
        </Link>
      </Button>
      <ExportMenu planId={planId} />
      <Button variant="ghost" size="sm" onClick={onOpenHistory} aria-label="History">
        <History aria-hidden />
        <span className="hidden sm:inline">History</span>
      </Button>
    </div>
  );
}
