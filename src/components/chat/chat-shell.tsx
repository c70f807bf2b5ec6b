"use client";

/**
 * The /ai pages' frame: the history sidebar beside the conversation (a drawer on phones), and a
 * "new chat" counter so New chat starts afresh even when the address was rewritten in place.
 */
import { History } from "lucide-react";
import { usePathname } from "next/navigation";
import { createContext, useContext, useState } from "react";
import { Button } from "@/components/ui/button";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";
import { SideSheet } from "./side-sheet";
import { ThreadSidebar } from "./thread-sidebar";

const NewChatKey = createContext<{ key: number; renew(): void }>({ key: 0, renew: () => {} });

/** Changes whenever the user asks for a new chat (the new chat page keys its state on it). */
export function useNewChatKey() {
  return useContext(NewChatKey);
}

function threadIdOf(pathname: string | null): string | null {
  return /^\/ai\/thread\/([\w-]+)/.exec(pathname ?? "")?.[1] ?? null;
}

export function ChatShell({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const currentThreadId = threadIdOf(pathname);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [key, setKey] = useState(0);
  const renew = () => setKey((value) => value + 1);
  const onNavigate = () => {
    setDrawerOpen(false);
    renew();
  };
  return (
    <NewChatKey.Provider value={{ key, renew }}>
      <div className="flex h-[calc(100dvh-4rem)] min-h-0">
        <aside className="hidden w-72 shrink-0 border-r bg-muted/30 md:block">
          <ThreadSidebar currentThreadId={currentThreadId} onNavigate={renew} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex items-center border-b px-2 py-1 md:hidden">
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
            >
              <History aria-hidden />
              {AI_CHAT_TEXT.historyLabel}
            </Button>
          </div>
          <div className="mx-auto flex min-h-0 w-full max-w-3xl flex-1 flex-col">{children}</div>
        </div>
      </div>
      <SideSheet
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        side="left"
        title={AI_CHAT_TEXT.historyLabel}
        closeLabel={AI_CHAT_TEXT.closeHistory}
      >
        <ThreadSidebar currentThreadId={currentThreadId} onNavigate={onNavigate} />
      </SideSheet>
    </NewChatKey.Provider>
  );
}
