/**
 * The end every one-result generation shares (plan, section action, diagram, cover letter): a
 * failed or stopped generation produces nothing; a finished one turns its text into one result,
 * writes it to the stream as `data-result` (the client acts on that part) and returns it for
 * the runner to store. Throwing an AppError from `produce` fails the generation (credits
 * released), as for any onEnd hook.
 */
import { AppError } from "@/lib/app-error";
import type { GenerationResultData } from "@/lib/ai/stream-data";
import { ERROR_CODES } from "@/lib/errors/codes";
import type { GenerationHooks, GenerationWriter } from "./types";

export function onFinishedResult(
  produce: (
    text: string,
    writer: GenerationWriter,
  ) => GenerationResultData | Promise<GenerationResultData>,
): NonNullable<GenerationHooks["onEnd"]> {
  return async (outcome, writer) => {
    if (outcome.status !== "finished") return;
    const result = await produce(outcome.text, writer);
    writer.write({ type: "data-result", data: result });
    return result;
  };
}

/**
 * A result that is the model's text as `extract` cleans it (a section body, a Mermaid source);
 * when nothing usable is left the generation fails with `emptyMessage` instead of handing the
 * client an empty text.
 */
export function textResultHooks(
  extract: (text: string) => string | null | undefined,
  emptyMessage: string,
): GenerationHooks {
  return {
    onEnd: onFinishedResult((text) => {
      const cleaned = extract(text);
      if (!cleaned) throw new AppError(ERROR_CODES.aiOutputInvalid, 422, emptyMessage);
      return { kind: "text", text: cleaned };
    }),
  };
}
