"use client";

import { FileUp, LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { IMPORT_ACCEPT, IMPORT_MAX_MEGABYTES, importFileProblem } from "@/lib/plans/import-rules";
import type { ImportPreview } from "@/lib/plans/markdown-sections";
import { useHydrated } from "../use-hydrated";
import { uploadImportFile } from "./upload-import-file";

interface Upload {
  name: string;
  /** 0–1 while sending; 1 while the server reads the document. */
  progress: number;
  cancel: () => void;
}

function UploadProgress({ upload }: { upload: Upload }) {
  const sent = upload.progress >= 1;
  const percent = Math.round(upload.progress * 100);
  return (
    <div className="grid gap-3" role="status" aria-live="polite">
      <div className="flex items-center gap-2 text-sm">
        <LoaderCircle className="size-4 shrink-0 animate-spin text-primary" aria-hidden />
        <span className="min-w-0 truncate">
          {sent ? "Reading" : "Uploading"} <span className="font-medium">{upload.name}</span>…
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={sent ? "Reading the document" : "Uploading the file"}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={sent ? undefined : percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full bg-primary transition-[width]",
            sent && "animate-pulse",
          )}
          style={{ width: `${sent ? 100 : percent}%` }}
        />
      </div>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={upload.cancel}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

/** "Upload a file": drop a file or choose one; it is checked here, sent, and read on the server. */
export function FileImport({
  onPreview,
}: {
  onPreview: (preview: ImportPreview, from: string) => void;
}) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [upload, setUpload] = useState<Upload | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelOnLeave = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelOnLeave.current?.(), []);

  async function start(file: File) {
    const problem = importFileProblem(file);
    setError(problem);
    if (problem) return;
    const sending = uploadImportFile(file, (progress) =>
      setUpload((current) => (current ? { ...current, progress } : current)),
    );
    cancelOnLeave.current = sending.cancel;
    setUpload({ name: file.name, progress: 0, cancel: sending.cancel });
    const outcome = await sending.outcome;
    cancelOnLeave.current = null;
    setUpload(null);
    if (outcome.ok) onPreview(outcome.preview, file.name);
    else if ("message" in outcome) setError(outcome.message);
  }

  function onFiles(files: FileList | null) {
    const file = files?.[0];
    if (file) void start(file);
    if (input.current) input.current.value = "";
  }

  return (
    <div className="grid gap-4">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!upload) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          if (!upload) onFiles(event.dataTransfer.files);
        }}
        data-dragging={dragging || undefined}
        className={cn(
          "rounded-xl border-2 border-dashed p-6 transition-colors sm:p-10",
          dragging ? "border-primary bg-primary/5" : "border-input bg-muted/20",
        )}
      >
        {upload ? (
          <UploadProgress upload={upload} />
        ) : (
          <div className="flex flex-col items-center gap-3 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              <FileUp className="size-6" aria-hidden />
            </span>
            <p className="font-medium">Drag a file here</p>
            <p className="text-sm text-muted-foreground">or</p>
            <Button type="button" disabled={!hydrated} onClick={() => input.current?.click()}>
              Choose a file
            </Button>
            <p className="text-xs text-muted-foreground">
              .md, .txt, .docx or .pdf, up to {IMPORT_MAX_MEGABYTES} MB. Nothing is saved until you
              create the plan.
            </p>
          </div>
        )}
        <input
          ref={input}
          type="file"
          accept={IMPORT_ACCEPT}
          aria-label="Choose a file to import"
          tabIndex={-1}
          disabled={!hydrated}
          className="sr-only"
          onChange={(event) => onFiles(event.target.files)}
        />
      </div>
    </div>
  );
}
