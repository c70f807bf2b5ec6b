"use client";

/**
 * One message of a conversation: the user's text and attachments (with Edit), or the
 * assistant's Markdown reply, proposals and error notes (with Copy and Regenerate).
 */
import { Copy, Paperclip, Pencil, RefreshCw, type LucideIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ProposalCard } from "@/components/ai/proposal-card";
import { Alert } from "@/components/ui/alert";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { AI_MESSAGE_MAX_LENGTH } from "@/lib/ai/ai-rules";
import { PLAN_TOOL_NAMES } from "@/lib/ai/modes";
import type { PlansmithUIMessage, SectionProposalData } from "@/lib/ai/stream-data";
import { cn } from "@/lib/cn";
import { AI_CHAT_TEXT, AI_TEXT } from "@/lib/errors/ai";
import { copyText } from "./copy-text";
import { MarkdownReply } from "./markdown-reply";

type Part = PlansmithUIMessage["parts"][number];

const PROPOSAL_TOOLS = new Set([
  `tool-${PLAN_TOOL_NAMES.proposeSectionChange}`,
  `tool-${PLAN_TOOL_NAMES.proposeNewSection}`,
]);

export function messageText(message: PlansmithUIMessage): string {
  return message.parts
    .filter((part): part is Extract<Part, { type: "text" }> => part.type === "text")
    .map((part) => part.text)
    .join("");
}

function proposalOf(part: Part): SectionProposalData | null {
  if (!PROPOSAL_TOOLS.has(part.type)) return null;
  const tool = part as { state?: string; output?: unknown };
  if (tool.state !== "output-available" || !tool.output || typeof tool.output !== "object") {
    return null;
  }
  return "proposalId" in tool.output ? (tool.output as SectionProposalData) : null;
}

function AssistantPart({ part, streaming }: { part: Part; streaming: boolean }) {
  if (part.type === "text") return <MarkdownReply text={part.text} streaming={streaming} />;
  const proposal = proposalOf(part);
  if (proposal) return <ProposalCard proposal={proposal} />;
  if (part.type === "data-generation-error") {
    const data = part.data as { message?: string };
    return (
      <Alert tone="error" className="my-2">
        {data.message ?? AI_CHAT_TEXT.thinking}
      </Alert>
    );
  }
  return null;
}

/**
 * An icon-only action on a message (Edit, Copy, Regenerate): its label is both its accessible
 * name and its tooltip. Sized for the row under a reply unless the caller says otherwise.
 */
function MessageAction({
  label,
  icon: Icon,
  size = "sm",
  className = "h-7 px-2",
  ...props
}: { label: string; icon: LucideIcon } & Omit<
  ButtonProps,
  "children" | "variant" | "aria-label" | "title"
>) {
  return (
    <Button
      variant="ghost"
      size={size}
      className={className}
      aria-label={label}
      title={label}
      {...props}
    >
      <Icon className="size-3.5" />
    </Button>
  );
}

export interface ChatMessageProps {
  message: PlansmithUIMessage;
  /** The reply still streaming (no actions yet, mermaid blocks wait until complete). */
  streaming: boolean;
  /** The last assistant reply may be regenerated; busy disables it. */
  canRegenerate: boolean;
  busy: boolean;
  onRegenerate(): void;
  onEdit(messageId: string, text: string): void;
}

export function ChatMessage({
  message,
  streaming,
  canRegenerate,
  busy,
  onRegenerate,
  onEdit,
}: ChatMessageProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const text = messageText(message);

  if (message.role === "user") {
    const files = message.parts.filter((part) => part.type === "file");
    return (
      <div className="flex flex-col items-end gap-1" data-role="user">
        {files.map((file, index) => (
          <span
            key={index}
            className="inline-flex items-center gap-1 rounded-md border bg-muted px-2 py-1 text-xs"
          >
            <Paperclip className="size-3" aria-hidden />
            {file.type === "file" ? (file.filename ?? "file") : null}
          </span>
        ))}
        {editing ? (
          <form
            className="w-full max-w-[85%] space-y-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!draft.trim()) return;
              setEditing(false);
              onEdit(message.id, draft);
            }}
          >
            <Textarea
              aria-label={AI_CHAT_TEXT.editLabel}
              value={draft}
              maxLength={AI_MESSAGE_MAX_LENGTH}
              autoFocus
              rows={3}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Escape") setEditing(false);
              }}
            />
            <div className="flex justify-end gap-2">
              <Button type="button" variant="ghost" size="sm" onClick={() => setEditing(false)}>
                {AI_CHAT_TEXT.cancel}
              </Button>
              <Button type="submit" size="sm" disabled={!draft.trim()}>
                {AI_CHAT_TEXT.editAndRegenerate}
              </Button>
            </div>
          </form>
        ) : (
          <div className="group flex max-w-[85%] items-start gap-1">
            <MessageAction
              label={AI_CHAT_TEXT.edit}
              icon={Pencil}
              size="icon"
              className="size-7 opacity-60 group-hover:opacity-100 focus-visible:opacity-100"
              disabled={busy}
              onClick={() => {
                setDraft(text);
                setEditing(true);
              }}
            />
            <div className="rounded-2xl bg-primary px-3.5 py-2 text-sm whitespace-pre-wrap text-primary-foreground">
              {text}
            </div>
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-1" data-role="assistant">
      <div className={cn("max-w-full min-w-0", streaming && "chat-streaming")}>
        {message.parts.map((part, index) => (
          <AssistantPart key={index} part={part} streaming={streaming} />
        ))}
      </div>
      {!streaming && message.metadata?.stopped && (
        <p className="text-xs text-muted-foreground italic" data-testid="reply-stopped">
          {AI_TEXT.stopped}
        </p>
      )}
      {!streaming && (
        <div className="flex gap-1 text-muted-foreground">
          <MessageAction
            label={AI_CHAT_TEXT.copy}
            icon={Copy}
            onClick={() =>
              void copyText(text).then((ok) => {
                if (ok) toast.success(AI_CHAT_TEXT.copied);
              })
            }
          />
          {canRegenerate && (
            <MessageAction
              label={AI_CHAT_TEXT.regenerate}
              icon={RefreshCw}
              disabled={busy}
              onClick={onRegenerate}
            />
          )}
        </div>
      )}
    </div>
  );
}
