/**
 * What the offline planner reads from the SDK prompt: the last user message (the only text that
 * may ask for anything), whether the call follows a tool result, which tools it may call, and the
 * prompt's size for the usage report. System messages and plan text are never read for intent.
 */
import type { LanguageModelV4CallOptions, LanguageModelV4Prompt } from "@ai-sdk/provider";
import { BRIEF_MAX_LENGTH } from "./brief-tokens";

/** How much of the last user message the chat replies read. */
export const USER_MESSAGE_MAX_LENGTH = BRIEF_MAX_LENGTH;

export function lastUserText(prompt: LanguageModelV4Prompt): string {
  for (let i = prompt.length - 1; i >= 0; i -= 1) {
    const message = prompt[i];
    if (message?.role !== "user") continue;
    let text = "";
    for (const part of message.content) {
      if (part.type !== "text") continue;
      text += (text ? "\n" : "") + part.text;
      if (text.length >= USER_MESSAGE_MAX_LENGTH) break;
    }
    return text.slice(0, USER_MESSAGE_MAX_LENGTH);
  }
  return "";
}

const DATA_OPEN = "<data source=";
const DATA_CLOSE = "</data>";

/**
 * A user message split into the user's own words and the material wrapped in `<data>` blocks
 * (asData: attachments, pasted documents). Only the words are read for what to do; the material
 * is read as content (a brief to outline, steps to draw), never as a request.
 */
export function splitUserMessage(text: string): { words: string; material: string } {
  let words = "";
  let material = "";
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf(DATA_OPEN, at);
    if (open < 0) break;
    const bodyStart = text.indexOf(">", open);
    const close = bodyStart < 0 ? -1 : text.indexOf(DATA_CLOSE, bodyStart);
    if (close < 0) break;
    words += text.slice(at, open);
    // The block's fence lines (``` or longer) are not material.
    const body = text.slice(bodyStart + 1, close).trim();
    const lines = body.split("\n");
    const fenced =
      lines.length >= 2 &&
      /^`{3,}$/.test(lines[0] ?? "") &&
      /^`{3,}$/.test(lines[lines.length - 1] ?? "");
    material += `${material ? "\n\n" : ""}${(fenced ? lines.slice(1, -1) : lines).join("\n")}`;
    at = close + DATA_CLOSE.length;
  }
  words += text.slice(at);
  return { words: words.trim(), material: material.trim() };
}

export interface ToolOutcome {
  toolName: string;
  ok: boolean;
}

/** The tool results the call answers, when its last message is a tool message. */
export function trailingToolResults(prompt: LanguageModelV4Prompt): ToolOutcome[] {
  const last = prompt[prompt.length - 1];
  if (last?.role !== "tool") return [];
  const outcomes: ToolOutcome[] = [];
  for (const part of last.content) {
    if (part.type !== "tool-result") continue;
    const kind = part.output.type;
    outcomes.push({
      toolName: part.toolName,
      ok: kind !== "error-text" && kind !== "error-json" && kind !== "execution-denied",
    });
  }
  return outcomes;
}

/** Names of the function tools the call offers, unless tool choice is "none". */
export function offeredTools(options: LanguageModelV4CallOptions): Set<string> {
  if (options.toolChoice?.type === "none") return new Set();
  const names = new Set<string>();
  for (const tool of options.tools ?? []) {
    if (tool.type === "function") names.add(tool.name);
  }
  if (options.toolChoice?.type === "tool") {
    const only = options.toolChoice.toolName;
    return names.has(only) ? new Set([only]) : new Set();
  }
  return names;
}

/** The prompt's characters, for the input token estimate (files count by their name only). */
export function promptLength(prompt: LanguageModelV4Prompt): number {
  let length = 0;
  for (const message of prompt) {
    if (typeof message.content === "string") {
      length += message.content.length;
      continue;
    }
    for (const part of message.content) {
      if (part.type === "text" || part.type === "reasoning") length += part.text.length;
      else if (part.type === "tool-call") length += JSON.stringify(part.input ?? null).length;
      else if (part.type === "tool-result") length += JSON.stringify(part.output).length;
    }
  }
  return length;
}
