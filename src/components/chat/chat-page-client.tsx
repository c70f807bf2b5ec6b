"use client";

/** The conversation of /ai (a new chat) and /ai/thread/{id}, inside the page's diagram renderer. */
import { DiagramRendererProvider } from "@/components/diagram/diagram-renderer-provider";
import type { AiModelInfo } from "@/lib/ai/models";
import type { GenerationMode } from "@/lib/ai/modes";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";
import { ChatConversation } from "./chat-conversation";
import { ChatEmptyState } from "./chat-empty-state";
import { useNewChatKey } from "./chat-shell";

export interface ChatPageThread {
  id: string;
  messages: PlansmithUIMessage[];
  modelId: string;
  mode: GenerationMode;
  planId: string | null;
}

export function ChatPageClient({
  thread,
  models,
  defaultModelId,
}: {
  thread: ChatPageThread | null;
  models: AiModelInfo[];
  defaultModelId: string;
}) {
  const { key } = useNewChatKey();
  return (
    <DiagramRendererProvider>
      <ChatConversation
        key={thread?.id ?? `new-${key}`}
        threadId={thread?.id ?? null}
        planId={thread?.planId ?? null}
        initialMessages={thread?.messages ?? []}
        models={models}
        initialModelId={thread?.modelId ?? defaultModelId}
        initialMode={thread?.mode ?? "chat"}
        onThreadCreated={(id) => window.history.replaceState(null, "", `/ai/thread/${id}`)}
        emptyState={(send) => <ChatEmptyState onPrompt={send} />}
      />
    </DiagramRendererProvider>
  );
}
