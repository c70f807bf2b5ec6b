import { ChatShell } from "@/components/chat/chat-shell";

/** /ai and /ai/thread/{id}: the chat history beside the conversation. */
export default function AiLayout({ children }: { children: React.ReactNode }) {
  return <ChatShell>{children}</ChatShell>;
}
