import type { Metadata } from "next";
import { ChatPageClient } from "@/components/chat/chat-page-client";
import { getModelRegistry } from "@/server/services/ai/models/registry";

export const metadata: Metadata = { title: "AI assistant" };

/** /ai: a new chat (the first message creates the thread). */
export default function AiPage() {
  const registry = getModelRegistry();
  return (
    <ChatPageClient
      thread={null}
      models={registry.models}
      defaultModelId={registry.defaultModelId}
    />
  );
}
