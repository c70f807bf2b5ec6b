"use client";

import { useQuery } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import Link from "next/link";
import { LoadError } from "@/components/ui/load-error";
import { RelativeTime } from "@/components/ui/relative-time";
import { Skeleton } from "@/components/ui/skeleton";
import type { CoverLetterLength, CoverLetterTone } from "@/lib/ai/modes";
import { COVER_LETTER_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { coverLettersPath, LENGTH_LABELS, TONE_LABELS } from "./cover-letter-labels";

/** The plan's cover letters, most recently changed first. */
export function CoverLetterList({ planId }: { planId: string }) {
  const trpc = useTRPC();
  const letters = useQuery(trpc.coverLetters.list.queryOptions({ planId }));
  if (!letters.data) {
    return letters.isError ? (
      <LoadError
        message={COVER_LETTER_TEXT.loadFailed}
        onRetry={() => void letters.refetch()}
        retrying={letters.isFetching}
      />
    ) : (
      <div className="grid gap-2" aria-busy="true" aria-label="Loading cover letters">
        <Skeleton className="h-14 w-full" />
        <Skeleton className="h-14 w-full" />
      </div>
    );
  }
  if (letters.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{COVER_LETTER_TEXT.noLetters}</p>;
  }
  return (
    <ul className="grid gap-2" aria-label="Cover letters">
      {letters.data.map((letter) => (
        <li key={letter.id}>
          <Link
            href={coverLettersPath(planId, letter.id)}
            className="flex items-start gap-3 rounded-lg border bg-card p-3 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          >
            <FileText aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-medium">{letter.title}</span>
              <span className="block text-xs text-muted-foreground">
                {TONE_LABELS[letter.tone as CoverLetterTone] ?? letter.tone} ·{" "}
                {LENGTH_LABELS[letter.length as CoverLetterLength] ?? letter.length} · edited{" "}
                <RelativeTime date={letter.updatedAt} />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
