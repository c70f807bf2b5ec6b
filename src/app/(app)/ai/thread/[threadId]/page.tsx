import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { ChatPageClient } from "@/components/chat/chat-page-client";
import { loginUrlFor } from "@/lib/routes/route-access";
import { getModelRegistry } from "@/server/services/ai/models/registry";
import { getQueryClient, trpc } from "@/trpc/server";

type ThreadPageProps = { params: Promise<{ threadId: string }> };

/** The thread, read once per request; another user's (or a missing) thread is the app's 404. */
async function loadThread(threadId: string) {
  if (!z.uuid().safeParse(threadId).success) notFound();
  try {
    return await getQueryClient().fetchQuery(trpc.aiThreads.get.queryOptions({ threadId }));
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
    if (error instanceof TRPCError && error.code === "UNAUTHORIZED") {
      redirect(loginUrlFor(`/ai/thread/${threadId}`));
    }
    throw error;
  }
}

export async function generateMetadata({ params }: ThreadPageProps): Promise<Metadata> {
  const thread = await loadThread((await params).threadId);
  return { title: thread.title || "AI assistant" };
}

/** /ai/thread/{id}: the thread; a reply still being written continues live. */
export default async function ThreadPage({ params }: ThreadPageProps) {
  const thread = await loadThread((await params).threadId);
  const registry = getModelRegistry();
  return (
    <ChatPageClient
      thread={{
        id: thread.id,
        messages: thread.messages,
        modelId: thread.modelId,
        mode: thread.mode,
        planId: thread.planId,
      }}
      models={registry.models}
      defaultModelId={registry.defaultModelId}
    />
  );
}
