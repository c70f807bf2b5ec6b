"use client";

/**
 * A conversation with the assistant (the /ai pages and the plan panel): useChat over our
 * transport, the messages as a live log, the composer, and the error surfaces — 402 opens the
 * insufficient-credits dialog, other refusals and provider errors show their catalogue message
 * in the thread (an alert, announced; not also a toast, which on a phone would cover Send). The reply survives the tab: a reload resumes it (resume), and
 * Stop cancels the generation on the server, not only this page's connection.
 */
import { useChat } from "@ai-sdk/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import type { UploadedAttachment } from "@/components/ai/attachment-picker";
import { useInsufficientCreditsDialog } from "@/components/credits/insufficient-credits-provider";
import { Alert } from "@/components/ui/alert";
import type { AiModelInfo } from "@/lib/ai/models";
import type { GenerationMode } from "@/lib/ai/modes";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";
import { insufficientCreditsDetailsOf } from "@/lib/credits/insufficient-credits";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { ChatComposer } from "./chat-composer";
import { ChatMessage, messageText } from "./chat-message";
import {
  ChatRequestError,
  ChatSession,
  createChatTransport,
  type ChatTurnOptions,
} from "./chat-transport";

export interface ChatConversationProps {
  /** null: a new chat; the first message creates the thread. */
  threadId: string | null;
  planId?: string | null;
  initialMessages: PlansmithUIMessage[];
  models: AiModelInfo[];
  initialModelId: string;
  initialMode: GenerationMode;
  onThreadCreated?(threadId: string): void;
  /** Shown while the conversation is empty. */
  emptyState?: (send: (text: string) => void) => React.ReactNode;
  compact?: boolean;
}

/** How near the bottom (px) the conversation counts as "at the end" and keeps following. */
const FOLLOW_BOTTOM_SLACK_PX = 80;

function errorMessageOf(error: unknown): string {
  if (error instanceof ChatRequestError) return error.message;
  if (error instanceof Error && error.message && !error.message.startsWith("{")) {
    return error.message;
  }
  return "The answer could not be generated. Nothing was charged; please try again.";
}

export function ChatConversation({
  threadId: initialThreadId,
  planId = null,
  initialMessages,
  models,
  initialModelId,
  initialMode,
  onThreadCreated,
  emptyState,
  compact = false,
}: ChatConversationProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const creditsDialog = useInsufficientCreditsDialog();
  const [modelId, setModelId] = useState(
    models.some((model) => model.id === initialModelId) ? initialModelId : models[0]!.id,
  );
  const [mode, setMode] = useState<GenerationMode>(initialMode);
  const [failure, setFailure] = useState<string | null>(null);
  // What the transport reads when it sends: the values of now, not of the first render.
  const [session] = useState(
    () =>
      new ChatSession({
        threadId: initialThreadId,
        planId,
        modelId,
        mode,
        onThread: (id) => {
          onThreadCreated?.(id);
          // The new thread belongs at the top of the history at once, not after the reply.
          void queryClient.invalidateQueries({ queryKey: trpc.aiThreads.list.pathKey() });
        },
      }),
  );
  const [transport] = useState(() => createChatTransport(session));
  useEffect(() => session.choose(modelId, mode), [session, modelId, mode]);

  /** The stored thread replaces the local copy: server ids (for edits) and the final reply. */
  async function syncFromServer() {
    const threadId = session.threadId();
    void queryClient.invalidateQueries({ queryKey: trpc.aiThreads.list.pathKey() });
    if (!threadId) return;
    const thread = await queryClient.fetchQuery(
      trpc.aiThreads.get.queryOptions({ threadId }, { staleTime: 0 }),
    );
    setMessages(thread.messages);
  }

  const { messages, status, sendMessage, regenerate, stop, setMessages } =
    useChat<PlansmithUIMessage>({
      id: initialThreadId ?? undefined,
      messages: initialMessages,
      transport,
      resume: initialThreadId !== null,
      onFinish: ({ isAbort }) => {
        session.onGeneration(null);
        if (!isAbort) void syncFromServer().catch(() => undefined);
      },
      onError: (error) => {
        const credits = insufficientCreditsDetailsOf(error);
        if (credits) {
          creditsDialog.open(credits);
          return;
        }
        setFailure(errorMessageOf(error));
      },
    });

  // A reload that finds the reply already finished (no stream to resume) shows the stored one.
  useEffect(() => {
    session.whenNothingToResume(() => void syncFromServer().catch(() => undefined));
  });

  const busy = status === "submitted" || status === "streaming";

  // The newest message stays in view while it streams, unless the reader scrolled up to read.
  const logRef = useRef<HTMLDivElement>(null);
  const followBottom = useRef(true);
  useEffect(() => {
    const log = logRef.current;
    if (log && followBottom.current) log.scrollTop = log.scrollHeight;
  }, [messages, status]);

  /** A turn's request options; a new turn clears the last failure. */
  function turn(options: ChatTurnOptions) {
    setFailure(null);
    return { body: options };
  }

  function send(text: string, attachments: UploadedAttachment[] = []) {
    void sendMessage(
      {
        text,
        files: attachments.map((attachment) => ({
          type: "file" as const,
          mediaType: attachment.mediaType,
          filename: attachment.name,
          url: `/api/ai/attachments/${attachment.id}`,
        })),
      },
      turn({ trigger: "submit", text, attachmentIds: attachments.map((a) => a.id) }),
    );
  }

  async function stopReply() {
    const generationId = session.generationId();
    await stop();
    if (generationId) {
      const response = await fetch(`/api/ai/generations/${generationId}/stop`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }).catch(() => null);
      if (!response?.ok) toast.error(AI_CHAT_TEXT.stopFailed);
    }
    session.onGeneration(null);
    // The server keeps what was written before Stop; show the stored reply.
    await syncFromServer().catch(() => undefined);
  }

  function edit(messageId: string, text: string) {
    setMessages((current) =>
      current.map((message) =>
        message.id === messageId
          ? {
              ...message,
              parts: [
                ...message.parts.filter((part) => part.type === "file"),
                { type: "text", text },
              ],
            }
          : message,
      ),
    );
    void regenerate({ messageId, ...turn({ trigger: "edit", editMessageId: messageId, text }) });
  }

  const lastAssistant = messages.findLastIndex((message) => message.role === "assistant");
  const lastIsUser = messages.at(-1)?.role === "user";
  // A failed reply stored with its error note already says what went wrong.
  const lastShowsError =
    messages.at(-1)?.parts.some((part) => part.type === "data-generation-error") ?? false;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <div
        ref={logRef}
        onScroll={(event) => {
          const log = event.currentTarget;
          followBottom.current =
            log.scrollHeight - log.scrollTop - log.clientHeight < FOLLOW_BOTTOM_SLACK_PX;
        }}
        role="log"
        aria-label={AI_CHAT_TEXT.conversationLabel}
        aria-live="polite"
        aria-busy={busy}
        className="flex-1 space-y-5 overflow-y-auto px-3 py-4 sm:px-4"
      >
        {messages.length === 0 && emptyState ? emptyState((text) => send(text)) : null}
        {messages.map((message, index) => (
          <ChatMessage
            key={message.id}
            message={message}
            streaming={busy && index === messages.length - 1 && message.role === "assistant"}
            canRegenerate={index === lastAssistant && index === messages.length - 1}
            busy={busy}
            onRegenerate={() => void regenerate(turn({ trigger: "regenerate" }))}
            onEdit={edit}
          />
        ))}
        {status === "submitted" && (
          <p className="animate-pulse text-sm text-muted-foreground">{AI_CHAT_TEXT.thinking}</p>
        )}
        {failure && !busy && !lastShowsError && (
          <Alert tone="error">
            <span>{failure}</span>
            {lastIsUser && (
              <button
                type="button"
                className="ml-2 underline underline-offset-2"
                onClick={() => void regenerate(turn({ trigger: "regenerate" }))}
              >
                {AI_CHAT_TEXT.regenerate}
              </button>
            )}
          </Alert>
        )}
      </div>
      <div className="border-t bg-background/95 p-2 sm:p-3">
        <ChatComposer
          models={models}
          modelId={modelId}
          mode={mode}
          onModelChange={setModelId}
          onModeChange={setMode}
          busy={busy}
          onSend={send}
          onStop={() => void stopReply()}
          compact={compact}
          contextChars={messages.reduce((sum, message) => sum + messageText(message).length, 0)}
        />
      </div>
    </div>
  );
}
