/** What the server sends an import worker, and what it answers (see import-worker.ts). */
import type { AppErrorStatus } from "@/lib/app-error";
import type { ImportPreview } from "@/lib/plans/markdown-sections";

export type ImportJob =
  | { kind: "file"; filename: string; bytes: Uint8Array }
  | { kind: "text"; text: string; filename?: string };

export type ImportOutcome =
  | { ok: true; preview: ImportPreview }
  | { ok: false; refusal: { code: string; status: AppErrorStatus; message: string } };
