"use client";
/**
 * Attach files by picker, drag-and-drop or paste: uploads each to POST /api/ai/attachments and
 * shows chips (name, size, progress, remove). The server decides what a file is (by content);
 * the checks here only spare the user a pointless upload. Refusals are toasts with the server's
 * own message.
 */
import { FileText, Image as ImageIcon, Paperclip, X } from "lucide-react";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
} from "@/lib/ai/ai-rules";
import { ATTACHMENT_TEXT } from "@/lib/errors/ai";
import { discardAttachment, uploadAttachmentFile } from "./upload-attachment";

export interface UploadedAttachment {
  id: string;
  name: string;
  mediaType: string;
  sizeBytes: number;
}

export interface AttachmentPickerProps {
  value: UploadedAttachment[];
  onChange(next: UploadedAttachment[]): void;
  /** The element drops and pastes are caught on (default: the picker itself). */
  dropTargetId?: string;
  disabled?: boolean;
}

interface PendingUpload {
  key: string;
  name: string;
  progress: number;
  cancel: () => void;
}

const MEGABYTE = 1024 * 1024;

/** "820 B", "14 KB", "2.4 MB": sizes as a chip shows them. */
export function formatAttachmentSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < MEGABYTE) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / MEGABYTE).toFixed(1)} MB`;
}

/** Files carried by a drag, a drop or a paste (text pastes carry none). */
function filesOf(transfer: DataTransfer | null): File[] {
  return transfer ? Array.from(transfer.files) : [];
}

const carriesFiles = (transfer: DataTransfer | null) =>
  Boolean(transfer && Array.from(transfer.types).includes("Files"));

export function AttachmentPicker({
  value,
  onChange,
  dropTargetId,
  disabled,
}: AttachmentPickerProps) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const inputId = useId();
  // Uploads finish after later renders: they add to the newest value, not the one they began with.
  const latest = useRef({ value, onChange, pendingCount: 0 });
  useLayoutEffect(() => {
    latest.current = { value, onChange, pendingCount: pending.length };
  });
  /** Ids uploaded here and not sent yet: removing one deletes it on the server too. */
  const uploadedHere = useRef(new Set<string>());

  const startUpload = useCallback((file: File) => {
    const key = `${file.name}-${Math.random().toString(36).slice(2)}`;
    const upload = uploadAttachmentFile(file, (fraction) =>
      setPending((list) =>
        list.map((item) => (item.key === key ? { ...item, progress: fraction } : item)),
      ),
    );
    setPending((list) => [...list, { key, name: file.name, progress: 0, cancel: upload.cancel }]);
    void upload.outcome.then((outcome) => {
      setPending((list) => list.filter((item) => item.key !== key));
      if (outcome.ok) {
        uploadedHere.current.add(outcome.attachment.id);
        latest.current.onChange([...latest.current.value, outcome.attachment]);
        // The next upload to finish reads the value with this one in it.
        latest.current.value = [...latest.current.value, outcome.attachment];
      } else if (!("cancelled" in outcome)) {
        toast.error(outcome.message, { description: file.name });
      }
    });
  }, []);

  const addFiles = useCallback(
    (files: File[]) => {
      if (disabled || files.length === 0) return;
      let room =
        ATTACHMENTS_PER_MESSAGE - latest.current.value.length - latest.current.pendingCount;
      for (const file of files) {
        if (room <= 0) {
          toast.error(ATTACHMENT_TEXT.tooManyFiles(ATTACHMENTS_PER_MESSAGE));
          return;
        }
        if (file.size > ATTACHMENT_MAX_BYTES) {
          toast.error(ATTACHMENT_TEXT.tooLarge(ATTACHMENT_MAX_BYTES / MEGABYTE), {
            description: file.name,
          });
          continue;
        }
        room -= 1;
        startUpload(file);
      }
    },
    [disabled, startUpload],
  );

  // Drops and pastes on the target element (the composer), or on the picker itself.
  useEffect(() => {
    const target = (dropTargetId && document.getElementById(dropTargetId)) || rootRef.current;
    if (!target) return;
    const onDragOver = (event: DragEvent) => {
      if (disabled || !carriesFiles(event.dataTransfer)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = "copy";
      setDragging(true);
    };
    const onDragLeave = (event: DragEvent) => {
      if (!target.contains(event.relatedTarget as Node | null)) setDragging(false);
    };
    const onDrop = (event: DragEvent) => {
      setDragging(false);
      const files = filesOf(event.dataTransfer);
      if (disabled || files.length === 0) return;
      event.preventDefault();
      addFiles(files);
    };
    const onPaste = (event: ClipboardEvent) => {
      const files = filesOf(event.clipboardData);
      if (disabled || files.length === 0) return;
      // A pasted screenshot becomes an attachment, not its file name as text.
      event.preventDefault();
      addFiles(files);
    };
    target.addEventListener("dragover", onDragOver);
    target.addEventListener("dragleave", onDragLeave);
    target.addEventListener("drop", onDrop);
    target.addEventListener("paste", onPaste);
    return () => {
      target.removeEventListener("dragover", onDragOver);
      target.removeEventListener("dragleave", onDragLeave);
      target.removeEventListener("drop", onDrop);
      target.removeEventListener("paste", onPaste);
    };
  }, [addFiles, disabled, dropTargetId]);

  const remove = (attachment: UploadedAttachment) => {
    onChange(value.filter((item) => item.id !== attachment.id));
    if (uploadedHere.current.delete(attachment.id)) discardAttachment(attachment.id);
  };

  return (
    <div
      ref={rootRef}
      className="flex flex-wrap items-center gap-2 data-[dragging=true]:rounded-md data-[dragging=true]:ring-2 data-[dragging=true]:ring-ring/50"
      data-dragging={dragging}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        multiple
        accept={ATTACHMENT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(event) => {
          addFiles(Array.from(event.currentTarget.files ?? []));
          // The same file can be chosen again after it was removed.
          event.currentTarget.value = "";
        }}
      />
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={ATTACHMENT_TEXT.attach}
        title={ATTACHMENT_TEXT.attach}
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
      >
        <Paperclip aria-hidden="true" />
      </Button>
      {value.length + pending.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={ATTACHMENT_TEXT.attach}>
          {value.map((attachment) => (
            <li
              key={attachment.id}
              className="flex max-w-64 items-center gap-1.5 rounded-full border bg-muted/50 py-1 pr-1 pl-2.5 text-xs"
            >
              {attachment.mediaType.startsWith("image/") ? (
                <ImageIcon className="size-3.5 shrink-0" aria-hidden="true" />
              ) : (
                <FileText className="size-3.5 shrink-0" aria-hidden="true" />
              )}
              <span className="truncate" title={attachment.name}>
                {attachment.name}
              </span>
              <span className="shrink-0 text-muted-foreground">
                {formatAttachmentSize(attachment.sizeBytes)}
              </span>
              <button
                type="button"
                className="rounded-full p-0.5 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
                aria-label={ATTACHMENT_TEXT.remove(attachment.name)}
                disabled={disabled}
                onClick={() => remove(attachment)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
          {pending.map((upload) => {
            const percent = Math.round(upload.progress * 100);
            return (
              <li
                key={upload.key}
                className="flex max-w-64 items-center gap-1.5 rounded-full border border-dashed py-1 pr-1 pl-2.5 text-xs"
              >
                <span className="truncate" title={upload.name}>
                  {upload.name}
                </span>
                <span
                  role="progressbar"
                  aria-label={ATTACHMENT_TEXT.uploading(upload.name, percent)}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={percent}
                  className="relative h-1.5 w-12 shrink-0 overflow-hidden rounded-full bg-muted"
                >
                  <span
                    className="absolute inset-y-0 left-0 bg-primary transition-[width]"
                    style={{ width: `${percent}%` }}
                  />
                </span>
                <button
                  type="button"
                  className="rounded-full p-0.5 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
                  aria-label={ATTACHMENT_TEXT.cancelUpload(upload.name)}
                  onClick={upload.cancel}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
