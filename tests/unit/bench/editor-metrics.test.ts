import { describe, expect, it } from "vitest";
import {
  blockingMs,
  diagramPositions,
  diagramsFor,
  interactiveAt,
  keystrokeLatencies,
  latencySummary,
  percentile,
} from "../../../bench/lib/editor-metrics.mjs";

describe("the editor bench's plans", () => {
  it("gives the 40-section plan 5 diagrams and the 10-section plan its share", () => {
    expect(diagramsFor(40)).toBe(5);
    expect(diagramsFor(10)).toBe(1);
    expect(diagramsFor(2)).toBe(1);
  });

  it("spreads the diagrams evenly and never into the last section", () => {
    expect(diagramPositions(40, 5)).toEqual([3, 11, 19, 27, 35]);
    expect(diagramPositions(10, 1)).toEqual([4]);
    for (const sections of [2, 7, 10, 33, 40]) {
      const positions = diagramPositions(sections, diagramsFor(sections));
      expect(Math.max(...positions)).toBeLessThan(sections - 1);
      expect(new Set(positions).size).toBe(positions.length);
    }
  });
});

describe("time to interactive", () => {
  it("is the ready time when no long task follows within the quiet window", () => {
    expect(interactiveAt(1000, [{ start: 100, end: 900 }], 500)).toBe(1000);
    expect(interactiveAt(1000, [{ start: 1600, end: 1700 }], 500)).toBe(1000);
  });

  it("moves to the end of each long task that starts before a quiet window was complete", () => {
    const tasks = [
      { start: 1600, end: 1900 },
      { start: 1100, end: 1200 },
      { start: 2900, end: 3000 },
    ];
    // 1200 (task at 1100) → 1900 (task at 1600, within 500 ms of 1200) → quiet until 2400.
    expect(interactiveAt(1000, tasks, 500)).toBe(1900);
  });

  it("counts a long task running while the editor became ready", () => {
    expect(interactiveAt(1000, [{ start: 950, end: 1300 }], 500)).toBe(1300);
  });

  it("adds up the blocking time of the long tasks before it", () => {
    const tasks = [
      { start: 0, end: 120 },
      { start: 200, end: 240 },
      { start: 300, end: 500 },
    ];
    expect(blockingMs(tasks, 1000)).toBe(70 + 150);
    expect(blockingMs(tasks, 400)).toBe(70 + 50);
  });
});

describe("typing latency", () => {
  it("interpolates percentiles between ranks", () => {
    expect(percentile([], 50)).toBeNull();
    expect(percentile([5], 95)).toBe(5);
    expect(percentile([4, 1, 3, 2], 50)).toBe(2.5);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 95)).toBe(10.5);
    expect(() => percentile([1], 101)).toThrow();
  });

  it("measures each keystroke from its keydown to the frame that showed it", () => {
    expect(keystrokeLatencies([10, 20, 30], [26, 26, 42])).toEqual([16, 6, 12]);
  });

  it("refuses a run that lost keys or paints before its keydowns", () => {
    expect(() => keystrokeLatencies([10, 20], [26])).toThrow(/lost/);
    expect(() => keystrokeLatencies([10, 20], [26, 15])).toThrow(/keystroke 2/);
  });

  it("summarises the samples", () => {
    expect(latencySummary([10, 20, 30, 40])).toEqual({
      count: 4,
      p50Ms: 25,
      p95Ms: 38.5,
      maxMs: 40,
      meanMs: 25,
    });
  });
});
