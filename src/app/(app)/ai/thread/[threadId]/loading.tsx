import { ChatSkeleton } from "@/components/chat/chat-skeleton";

export default function Loading() {
  return <ChatSkeleton />;
}
