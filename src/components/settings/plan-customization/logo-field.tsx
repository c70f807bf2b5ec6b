"use client";

import { ImageIcon, Trash2, Upload } from "lucide-react";
import { buttonVariants, Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form-field";
import { cn } from "@/lib/cn";
import {
  LOGO_ACCEPT,
  LOGO_PROBLEM_MESSAGES,
  logoDataUrlProblem,
  logoFileProblem,
  type LogoDataUrlProblem,
} from "@/lib/plans/customization-rules";
import { errorsOf } from "./use-plan-customization";

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsDataURL(file);
  });
}

/** What differs between the image fields built on this one (the plan logo, the profile avatar). */
export interface ImageFieldTexts {
  label: string;
  description: string;
  /** The file input's name. */
  name: string;
  previewAlt: string;
  upload: string;
  replace: string;
  problems: Record<LogoDataUrlProblem, string>;
}

const LOGO_TEXTS: ImageFieldTexts = {
  label: "Logo",
  description: "PNG, JPEG or WebP, up to 256 KB. Shown beside your display name.",
  name: "logo",
  previewAlt: "Your logo",
  upload: "Upload logo",
  replace: "Replace logo",
  problems: LOGO_PROBLEM_MESSAGES,
};

/**
 * The logo (or, with other `texts`, any PNG/JPEG/WebP image of the same rules): a preview, an
 * upload control and "Remove". A chosen file is checked by its type and size before it is read,
 * and by its first bytes after (the server checks the same again).
 */
export function LogoField({
  value,
  error,
  disabled,
  onChange,
  onError,
  texts = LOGO_TEXTS,
  previewClassName,
  imageClassName = "max-h-full max-w-full object-contain",
}: {
  value: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange(dataUrl: string | null): void;
  onError(message: string): void;
  texts?: ImageFieldTexts;
  previewClassName?: string;
  /** How the image fills the preview: a logo is shown whole, an avatar fills its circle. */
  imageClassName?: string;
}) {
  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    input.value = "";
    if (!file) return;
    const fileProblem = logoFileProblem(file);
    if (fileProblem) return onError(texts.problems[fileProblem]);
    try {
      const dataUrl = await readAsDataUrl(file);
      const problem = logoDataUrlProblem(dataUrl);
      if (problem) onError(texts.problems[problem]);
      else onChange(dataUrl);
    } catch {
      onError(texts.problems.type);
    }
  }

  return (
    <Field label={texts.label} errors={errorsOf(error)} description={texts.description}>
      {(control) => (
        <div className="flex flex-wrap items-center gap-3">
          <div
            className={cn(
              "grid size-16 shrink-0 place-items-center overflow-hidden rounded-md border bg-muted/40",
              previewClassName,
            )}
          >
            {value ? (
              // A data URL shown as-is: next/image would add nothing for an inline image.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={value} alt={texts.previewAlt} className={imageClassName} />
            ) : (
              <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
            )}
          </div>
          {/* The real file input stays focusable for keyboards; its label looks like a button. */}
          <input
            {...control}
            type="file"
            name={texts.name}
            accept={LOGO_ACCEPT}
            disabled={disabled}
            className="peer sr-only"
            onChange={(event) => void onFile(event)}
          />
          <label
            htmlFor={control.id}
            className={cn(
              buttonVariants({ variant: "outline", size: "sm" }),
              "cursor-pointer peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50 peer-disabled:pointer-events-none peer-disabled:opacity-50",
            )}
          >
            <Upload aria-hidden />
            {value ? texts.replace : texts.upload}
          </label>
          {value ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => onChange(null)}
            >
              <Trash2 aria-hidden />
              Remove
            </Button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
