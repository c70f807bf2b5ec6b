// Types of editor-metrics.mjs for the TypeScript unit test (the bench itself is plain .mjs).
export interface LongTask {
  start: number;
  end: number;
}
export const DIAGRAMS_PER_40_SECTIONS: number;
export function diagramsFor(sections: number): number;
export function diagramPositions(sections: number, diagrams: number): number[];
export function interactiveAt(readyMs: number, longTasks: LongTask[], quietMs: number): number;
export function blockingMs(longTasks: LongTask[], untilMs: number, thresholdMs?: number): number;
export function percentile(values: number[], p: number): number | null;
export function keystrokeLatencies(keydownMs: number[], paintedMs: number[]): number[];
export function latencySummary(samplesMs: number[]): {
  count: number;
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
  meanMs: number | null;
};
