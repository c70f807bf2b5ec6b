"use client";
/**
 * Attach files by picker, drag-and-drop or paste: uploads each to POST /api/ai/attachments and
 * shows chips (name, size, progress, remove). CONTRACT STUB: the attachments helper implements it.
 */
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

export function AttachmentPicker(props: AttachmentPickerProps) {
  void props;
  return null;
}
