"use client";

/**
 * The message box: Enter sends, Shift+Enter adds a line; attachments by picker, drag-and-drop
 * or paste onto the box; the model and mode pickers with the cost next to the model; Stop while
 * a reply is being written.
 */
import { ArrowUp, Square } from "lucide-react";
import { useId, useState } from "react";
import { AttachmentPicker, type UploadedAttachment } from "@/components/ai/attachment-picker";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { AI_MESSAGE_MAX_LENGTH } from "@/lib/ai/ai-rules";
import { estimateTokensForLength, maxGenerationCredits, type AiModelInfo } from "@/lib/ai/models";
import { GENERATION_MODES, GENERATION_MODE_LABELS, type GenerationMode } from "@/lib/ai/modes";
import { AI_CHAT_TEXT, AI_TEXT } from "@/lib/errors/ai";

export interface ChatComposerProps {
  models: AiModelInfo[];
  modelId: string;
  mode: GenerationMode;
  onModelChange(modelId: string): void;
  onModeChange(mode: GenerationMode): void;
  busy: boolean;
  onSend(text: string, attachments: UploadedAttachment[]): void;
  onStop(): void;
  /** Characters of the conversation so far: sent again with the message, so part of the cost. */
  contextChars?: number;
  /** Hide the mode picker (the plan panel chats in its own modes too, so usually shown). */
  compact?: boolean;
}

export function ChatComposer({
  models,
  modelId,
  mode,
  onModelChange,
  onModeChange,
  busy,
  onSend,
  onStop,
  compact = false,
  contextChars = 0,
}: ChatComposerProps) {
  const id = useId();
  const [text, setText] = useState("");
  const [attachments, setAttachments] = useState<UploadedAttachment[]>([]);
  const model = models.find((entry) => entry.id === modelId) ?? models[0];
  const cost = model
    ? maxGenerationCredits(model, {
        inputTokens: estimateTokensForLength(contextChars + text.length),
        maxOutputTokens: model.maxOutputTokens,
      })
    : 0;
  const canSend = !busy && (text.trim().length > 0 || attachments.length > 0);

  function send() {
    if (!canSend) return;
    onSend(text, attachments);
    setText("");
    setAttachments([]);
  }

  return (
    <form
      id={`${id}-composer`}
      className="rounded-xl border bg-background p-2 shadow-sm focus-within:ring-2 focus-within:ring-ring/40"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={`${id}-text`} className="sr-only">
        {AI_CHAT_TEXT.composerLabel}
      </label>
      <Textarea
        id={`${id}-text`}
        value={text}
        rows={compact ? 2 : 3}
        maxLength={AI_MESSAGE_MAX_LENGTH}
        placeholder={AI_CHAT_TEXT.composerPlaceholder}
        className="max-h-60 min-h-16 resize-none border-0 shadow-none focus-visible:ring-0"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
      />
      <AttachmentPicker
        value={attachments}
        onChange={setAttachments}
        dropTargetId={`${id}-composer`}
        disabled={busy}
      />
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-model`} className="sr-only">
          {AI_CHAT_TEXT.modelLabel}
        </label>
        <NativeSelect
          id={`${id}-model`}
          value={model?.id}
          className="max-w-56 text-xs"
          onChange={(event) => onModelChange(event.target.value)}
        >
          {models.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </NativeSelect>
        <span className="text-xs text-muted-foreground" data-testid="chat-cost">
          {AI_TEXT.costEstimate(cost)}
        </span>
        <label htmlFor={`${id}-mode`} className="sr-only">
          {AI_CHAT_TEXT.modeLabel}
        </label>
        <NativeSelect
          id={`${id}-mode`}
          value={mode}
          className="w-auto text-xs"
          onChange={(event) => onModeChange(event.target.value as GenerationMode)}
        >
          {GENERATION_MODES.map((entry) => (
            <option key={entry} value={entry}>
              {GENERATION_MODE_LABELS[entry]}
            </option>
          ))}
        </NativeSelect>
        <div className="ml-auto">
          {busy ? (
            <Button type="button" size="sm" variant="outline" onClick={onStop}>
              <Square className="size-3.5" aria-hidden />
              {AI_CHAT_TEXT.stop}
            </Button>
          ) : (
            <Button type="submit" size="sm" disabled={!canSend}>
              <ArrowUp className="size-4" aria-hidden />
              {AI_CHAT_TEXT.send}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
