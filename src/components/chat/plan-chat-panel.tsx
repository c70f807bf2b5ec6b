"use client";

/**
 * The assistant beside a plan on /plan/{id}: a toggleable side panel (a sheet on phones) holding
 * the plan's latest chat thread, with the plan as context and its proposed changes as diffs.
 */
import { useQuery } from "@tanstack/react-query";
import { Plus, Sparkles, X } from "lucide-react";
import { useEffect, useState } from "react";
import { DiagramRendererProvider } from "@/components/diagram/diagram-renderer-provider";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import type { AiModelInfo } from "@/lib/ai/models";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { useTRPC } from "@/trpc/react";
import { ChatConversation } from "./chat-conversation";

/** On <body> while the panel is open on a wide screen; globals.css makes room for the panel. */
const PLAN_PANEL_OPEN_CLASS = "plan-panel-open";
import { ChatEmptyState } from "./chat-empty-state";
import { ChatSkeleton } from "./chat-skeleton";
import { SideSheet } from "./side-sheet";

/** The width from which the panel sits beside the plan instead of over it (Tailwind md). */
const SIDE_PANEL_MEDIA = "(min-width: 768px)";

function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(SIDE_PANEL_MEDIA);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}

const PLAN_PROMPTS = [
  "What is missing from this plan?",
  "Make the goals section more specific",
  "Add a risks section for this project",
  "Draw a Gantt chart of the timeline",
] as const;

/** What the plan page hands the panel, and the panel its thread. */
interface PlanChatProps {
  planId: string;
  models: AiModelInfo[];
  defaultModelId: string;
}

function PlanThread({ planId, models, defaultModelId }: PlanChatProps) {
  const trpc = useTRPC();
  // null: a new thread; undefined: the plan's latest thread (if any).
  const [chosen, setChosen] = useState<string | null | undefined>(undefined);
  const [fresh, setFresh] = useState(0);
  const latest = useQuery({
    ...trpc.aiThreads.list.queryOptions({ page: 1, search: "", planId }),
    enabled: chosen === undefined,
    staleTime: Infinity,
  });
  const threadId = chosen === undefined ? (latest.data?.items[0]?.id ?? null) : chosen;
  const thread = useQuery({
    ...trpc.aiThreads.get.queryOptions({ threadId: threadId ?? "" }),
    enabled: threadId !== null,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

  const header = (
    <div className="flex items-center justify-end border-b px-2 py-1">
      <Button
        variant="ghost"
        size="sm"
        onClick={() => {
          setChosen(null);
          setFresh((value) => value + 1);
        }}
      >
        <Plus aria-hidden />
        {AI_CHAT_TEXT.newChat}
      </Button>
    </div>
  );

  if (chosen === undefined && latest.isPending) return <ChatSkeleton />;
  if (latest.isError && chosen === undefined) {
    return (
      <LoadError
        message={latest.error.message}
        retrying={latest.isFetching}
        onRetry={() => void latest.refetch()}
      />
    );
  }
  if (threadId !== null && thread.isPending) return <ChatSkeleton />;
  if (threadId !== null && thread.isError) {
    return (
      <LoadError
        message={thread.error.message}
        retrying={thread.isFetching}
        onRetry={() => void thread.refetch()}
      />
    );
  }
  const data = threadId !== null ? thread.data : undefined;
  return (
    <div className="flex h-full min-h-0 flex-col">
      {header}
      <div className="min-h-0 flex-1">
        <ChatConversation
          key={data?.id ?? `new-${fresh}`}
          threadId={data?.id ?? null}
          planId={planId}
          initialMessages={data?.messages ?? []}
          models={models}
          initialModelId={data?.modelId ?? defaultModelId}
          initialMode={data?.mode ?? "chat"}
          // The conversation already follows the thread it created: keep it mounted (a new
          // chosen id would reload it mid-reply).
          onThreadCreated={() => setChosen(null)}
          compact
          emptyState={(send) => (
            <ChatEmptyState
              onPrompt={send}
              title={AI_CHAT_TEXT.planChatTitle}
              description={AI_CHAT_TEXT.planChatEmpty}
              prompts={PLAN_PROMPTS}
            />
          )}
        />
      </div>
    </div>
  );
}

export function PlanChatPanel({ planId, models, defaultModelId }: PlanChatProps) {
  const [open, setOpen] = useState(false);
  const wide = useWideScreen();
  // The panel is fixed to the right edge; the plan (rendered by the page, not by this component)
  // makes room for it through a body class, so the editor is never hidden under the panel.
  useEffect(() => {
    if (!open || !wide) return;
    document.body.classList.add(PLAN_PANEL_OPEN_CLASS);
    return () => document.body.classList.remove(PLAN_PANEL_OPEN_CLASS);
  }, [open, wide]);
  const content = (
    <DiagramRendererProvider>
      <PlanThread planId={planId} models={models} defaultModelId={defaultModelId} />
    </DiagramRendererProvider>
  );

  return (
    <>
      {!open && (
        <Button
          className="fixed right-4 bottom-4 z-30 shadow-lg"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          <Sparkles aria-hidden />
          {AI_CHAT_TEXT.openPlanChat}
        </Button>
      )}
      {open && wide && (
        <aside
          aria-label={AI_CHAT_TEXT.planChatTitle}
          className="fixed top-16 right-0 bottom-0 z-30 flex w-[26rem] max-w-[45vw] flex-col border-l bg-background shadow-xl"
        >
          <div className="flex items-center justify-between border-b px-3 py-2">
            <h2 className="text-sm font-semibold">{AI_CHAT_TEXT.planChatTitle}</h2>
            <Button
              variant="ghost"
              size="icon"
              className="size-8"
              aria-label={AI_CHAT_TEXT.closePlanChat}
              onClick={() => setOpen(false)}
            >
              <X aria-hidden />
            </Button>
          </div>
          <div className="min-h-0 flex-1">{content}</div>
        </aside>
      )}
      <SideSheet
        open={open && !wide}
        onOpenChange={setOpen}
        side="right"
        title={AI_CHAT_TEXT.planChatTitle}
        closeLabel={AI_CHAT_TEXT.closePlanChat}
      >
        {content}
      </SideSheet>
    </>
  );
}
