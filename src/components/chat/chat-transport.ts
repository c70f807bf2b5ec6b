/**
 * The chat's connection to the server: POST /api/ai/chat sends one turn (the server keeps the
 * history, so only the new text and attachment ids travel), GET /api/ai/chat/{threadId}/stream
 * reconnects to a running reply after a reload (replayed from its first chunk). Closing either
 * only stops following: the generation keeps running on the server until Stop.
 */
import { DefaultChatTransport, type FileUIPart, type TextUIPart } from "ai";
import { GENERATION_ID_HEADER, THREAD_ID_HEADER, type ChatTrigger } from "@/lib/ai/chat-schemas";
import type { GenerationMode } from "@/lib/ai/modes";
import type { PlansmithUIMessage } from "@/lib/ai/stream-data";

/** A refused chat request, in the REST error shape (`{ error: { code, message, details } }`). */
export class ChatRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error: { code: string; message: string; details?: Record<string, unknown> },
  ) {
    super(error.message);
    this.name = "ChatRequestError";
  }
}

/** What one turn sends besides the message (passed as `body` to sendMessage/regenerate). */
export interface ChatTurnOptions {
  trigger: ChatTrigger;
  attachmentIds?: string[];
  editMessageId?: string;
  /** The edited text (trigger 'edit'). */
  text?: string;
}

export interface ChatTransportState {
  threadId(): string | null;
  planId(): string | null;
  modelId(): string;
  mode(): GenerationMode;
  /** A new thread was created by the first message. */
  onThread(threadId: string): void;
  /** The generation now streaming (the Stop button cancels it). */
  onGeneration(generationId: string | null): void;
  /**
   * A reconnect found no running reply (204): it may have finished between the page load and
   * the reconnect, so the stored thread must be read again or the reply would not show.
   */
  onNothingToResume(): void;
}

/**
 * The live state of one conversation, read by the transport when it sends: the thread (set by
 * the first answer), the chosen model and mode, and the generation now streaming.
 */
export class ChatSession implements ChatTransportState {
  private thread: string | null;
  private generation: string | null = null;
  private model: string;
  private chosenMode: GenerationMode;
  private readonly plan: string | null;
  private readonly threadCreated: (threadId: string) => void;
  private nothingToResume: () => void = () => undefined;

  constructor(init: {
    threadId: string | null;
    planId: string | null;
    modelId: string;
    mode: GenerationMode;
    onThread(threadId: string): void;
  }) {
    this.thread = init.threadId;
    this.plan = init.planId;
    this.model = init.modelId;
    this.chosenMode = init.mode;
    this.threadCreated = init.onThread;
  }

  threadId() {
    return this.thread;
  }
  planId() {
    return this.plan;
  }
  modelId() {
    return this.model;
  }
  mode() {
    return this.chosenMode;
  }
  generationId() {
    return this.generation;
  }
  choose(modelId: string, mode: GenerationMode) {
    this.model = modelId;
    this.chosenMode = mode;
  }
  onThread(threadId: string) {
    this.thread = threadId;
    this.threadCreated(threadId);
  }
  onGeneration(generationId: string | null) {
    this.generation = generationId;
  }
  onNothingToResume() {
    this.nothingToResume();
  }
  /** What to do when a reconnect finds nothing running (the conversation re-reads the thread). */
  whenNothingToResume(handler: () => void) {
    this.nothingToResume = handler;
  }
}

function textOf(message: PlansmithUIMessage | undefined): string {
  return (message?.parts ?? [])
    .filter((part): part is TextUIPart => part.type === "text")
    .map((part) => part.text)
    .join("\n");
}

function attachmentIdsOf(message: PlansmithUIMessage | undefined): string[] {
  return (message?.parts ?? [])
    .filter((part): part is FileUIPart => part.type === "file")
    .map((part) => /\/api\/ai\/attachments\/([\w-]+)$/.exec(part.url)?.[1])
    .filter((id): id is string => Boolean(id));
}

async function refusalOf(response: Response): Promise<ChatRequestError> {
  try {
    const body = (await response.json()) as { error?: ChatRequestError["error"] };
    if (body.error?.message) return new ChatRequestError(response.status, body.error);
  } catch {
    // Not our error shape (a proxy's page): fall through to the generic message.
  }
  return new ChatRequestError(response.status, {
    code: "HTTP_" + response.status,
    message: "The assistant could not be reached. Check your connection and try again.",
  });
}

export function createChatTransport(state: ChatTransportState) {
  const fetchTracked: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const threadId = response.headers.get(THREAD_ID_HEADER);
    if (threadId && threadId !== state.threadId()) state.onThread(threadId);
    if (!response.ok) throw await refusalOf(response);
    if (response.status === 204) {
      state.onNothingToResume();
      return response;
    }
    state.onGeneration(response.headers.get(GENERATION_ID_HEADER));
    return response;
  };

  return new DefaultChatTransport<PlansmithUIMessage>({
    api: "/api/ai/chat",
    fetch: fetchTracked,
    // GET …/stream replays the generation from its first chunk.
    resumeStreamIsReplay: true,
    prepareSendMessagesRequest: ({ messages, body }) => {
      const turn = (body ?? {}) as Partial<ChatTurnOptions>;
      const lastUser = messages.findLast((message) => message.role === "user");
      const trigger = turn.trigger ?? "submit";
      return {
        body: {
          ...(state.threadId() ? { threadId: state.threadId() } : {}),
          ...(state.planId() ? { planId: state.planId() } : {}),
          trigger,
          ...(trigger === "edit" ? { editMessageId: turn.editMessageId } : {}),
          ...(trigger === "regenerate"
            ? {}
            : {
                message: {
                  text: turn.text ?? textOf(lastUser),
                  attachmentIds: turn.attachmentIds ?? attachmentIdsOf(lastUser),
                },
              }),
          modelId: state.modelId(),
          mode: state.mode(),
        },
      };
    },
    prepareReconnectToStreamRequest: () => ({
      api: `/api/ai/chat/${state.threadId() ?? "none"}/stream`,
    }),
  });
}
