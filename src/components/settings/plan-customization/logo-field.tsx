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

/**
 * The logo: a preview, an upload control and "Remove". A chosen file is checked by its type and
 * size before it is read, and by its first bytes after (the server checks the same again).
 */
export function LogoField({
  value,
  error,
  disabled,
  onChange,
  onError,
}: {
  value: string | null;
  error: string | undefined;
  disabled: boolean;
  onChange(dataUrl: string | null): void;
  onError(message: string): void;
}) {
  async function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again fires another change.
    input.value = "";
    if (!file) return;
    const fileProblem = logoFileProblem(file);
    if (fileProblem) return onError(LOGO_PROBLEM_MESSAGES[fileProblem]);
    try {
      const dataUrl = await readAsDataUrl(file);
      const problem = logoDataUrlProblem(dataUrl);
      if (problem) onError(LOGO_PROBLEM_MESSAGES[problem]);
      else onChange(dataUrl);
    } catch {
      onError(LOGO_PROBLEM_MESSAGES.type);
    }
  }

  return (
    <Field
      label="Logo"
      errors={errorsOf(error)}
      description="PNG, JPEG or WebP, up to 256 KB. Shown beside your display name."
    >
      {(control) => (
        <div className="flex flex-wrap items-center gap-3">
          <div className="grid size-16 shrink-0 place-items-center overflow-hidden rounded-md border bg-muted/40">
            {value ? (
              // A data URL shown as-is: next/image would add nothing for an inline image.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={value} alt="Your logo" className="max-h-full max-w-full object-contain" />
            ) : (
              <ImageIcon className="size-6 text-muted-foreground" aria-hidden />
            )}
          </div>
          {/* The real file input stays focusable for keyboards; its label looks like a button. */}
          <input
            {...control}
            type="file"
            name="logo"
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
            {value ? "Replace logo" : "Upload logo"}
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
