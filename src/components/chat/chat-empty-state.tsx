"use client";

import { Sparkles } from "lucide-react";
import { AI_CHAT_TEXT } from "@/lib/errors/ai";

/** An empty conversation: what the assistant does, and example prompts to start from. */
export function ChatEmptyState({
  onPrompt,
  title = AI_CHAT_TEXT.emptyTitle,
  description = AI_CHAT_TEXT.emptyDescription,
  prompts = AI_CHAT_TEXT.examplePrompts,
}: {
  onPrompt(text: string): void;
  title?: string;
  description?: string;
  prompts?: readonly string[];
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-8 text-center">
      <Sparkles className="size-8 text-primary" aria-hidden />
      <div className="space-y-1">
        <h1 className="text-xl font-semibold">{title}</h1>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <ul className="grid w-full gap-2 sm:grid-cols-2">
        {prompts.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              className="h-full w-full rounded-lg border bg-background p-3 text-left text-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring/50 focus-visible:outline-none"
              onClick={() => onPrompt(prompt)}
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
