import type { Metadata } from "next";
import { connection } from "next/server";
import { ChatPageClient } from "@/components/chat/chat-page-client";
import { getModelRegistry } from "@/server/services/ai/models/registry";

export const metadata: Metadata = { title: "AI assistant" };

/** /ai: a new chat (the first message creates the thread). */
export default async function AiPage() {
  // The models offered come from this server's configuration at request time, not the build's.
  await connection();
  const registry = getModelRegistry();
  return (
    <ChatPageClient
      thread={null}
      models={registry.models}
      defaultModelId={registry.defaultModelId}
    />
  );
}
