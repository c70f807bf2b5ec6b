/**
 * Attachments as a model's input: what each model can take, and text for the rest. Extracted
 * text always goes inside a data block (asData): a document is material, never instructions.
 */
import type { UserContent } from "ai";
import type { AiModelCapabilities } from "@/lib/ai/models";
import { ATTACHMENT_TEXT_MAX_LENGTH } from "@/lib/ai/ai-rules";
import { ATTACHMENT_TEXT } from "@/lib/errors/ai";
import { asData } from "@/server/services/ai/prompts/data-block";
import type { FileStorage } from "@/server/services/storage";
import { attachmentErrors } from "./attachment-errors";
import { isImageType } from "./detect-type";
import { ownedRows } from "./owned";

type Part = Exclude<UserContent, string>[number];
type Row = Awaited<ReturnType<typeof ownedRows>>[number];

/** The text as the model reads it: cut at the limit, with a note saying so. */
export function textForModel(name: string, text: string | null): string {
  if (!text?.trim()) return ATTACHMENT_TEXT.noText(name);
  if (text.length <= ATTACHMENT_TEXT_MAX_LENGTH) return asData(name, text);
  const cut = text.slice(0, ATTACHMENT_TEXT_MAX_LENGTH);
  const note = ATTACHMENT_TEXT.textCut(ATTACHMENT_TEXT_MAX_LENGTH.toLocaleString("en-US"));
  return `${asData(name, cut)}\n${note}`;
}

async function bytesOf(storage: FileStorage, row: Row): Promise<Uint8Array> {
  const bytes = await storage.get(row.storageKey);
  if (!bytes) throw attachmentErrors.notFound();
  return bytes;
}

async function partFor(
  storage: FileStorage,
  row: Row,
  capabilities: AiModelCapabilities,
): Promise<Part> {
  if (isImageType(row.mediaType)) {
    if (!capabilities.vision)
      return { type: "text", text: ATTACHMENT_TEXT.imageNotVisible(row.name) };
    return { type: "image", image: await bytesOf(storage, row), mediaType: row.mediaType };
  }
  if (row.mediaType === "application/pdf" && capabilities.files) {
    return {
      type: "file",
      data: await bytesOf(storage, row),
      mediaType: row.mediaType,
      filename: row.name,
    };
  }
  return { type: "text", text: textForModel(row.name, row.textContent) };
}

/** Every id must be the caller's (else 404, as for a missing one); parts keep the asked order. */
export async function modelPartsFor(
  db: Parameters<typeof ownedRows>[0],
  storage: FileStorage,
  input: { userId: string; attachmentIds: string[]; capabilities: AiModelCapabilities },
): Promise<Part[]> {
  const rows = await ownedRows(db, input.userId, input.attachmentIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = [...new Set(input.attachmentIds)].map((id) => byId.get(id));
  if (ordered.some((row) => !row)) throw attachmentErrors.notFound();
  return Promise.all(ordered.map((row) => partFor(storage, row!, input.capabilities)));
}
