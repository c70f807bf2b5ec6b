import type { PlansmithUIMessage } from "@/lib/ai/stream-data";

/** The data of the first `data-<name>` part of a streamed message. */
export function dataPartOf<T>(message: PlansmithUIMessage | null, name: string): T | null {
  const part = message?.parts.find((candidate) => candidate.type === `data-${name}`);
  return part && "data" in part ? (part.data as T) : null;
}

/** The data of the last `data-<name>` part (e.g. the latest progress). */
export function lastDataPartOf<T>(message: PlansmithUIMessage | null, name: string): T | null {
  const parts = message?.parts.filter((candidate) => candidate.type === `data-${name}`) ?? [];
  const part = parts[parts.length - 1];
  return part && "data" in part ? (part.data as T) : null;
}
