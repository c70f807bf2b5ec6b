// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import {
  AXIS_LABEL_MIN_GAP,
  axisLabelsToKeep,
  estimateLabelWidth,
  thinGanttAxisLabels,
  translateX,
} from "@/lib/diagrams/gantt-axis";

const SVG_NS = "http://www.w3.org/2000/svg";

/** Weekly ticks `spacing` apart, labelled like mermaid's default axis ('YYYY-MM-DD', 10 px). */
function weeklyTicks(count: number, spacing: number) {
  return Array.from({ length: count }, (_, index) => ({
    x: 40 + index * spacing,
    label: `2025-03-${String(2 + index * 7).padStart(2, "0")}`,
  }));
}

/** A gantt picture shaped like mermaid's: g.grid > g.tick[transform] > line + text[font-size]. */
function ganttSvg(ticks: { x: number; label: string }[], type = "gantt") {
  const svg = document.createElementNS(SVG_NS, "svg");
  svg.setAttribute("aria-roledescription", type);
  const axis = document.createElementNS(SVG_NS, "g");
  axis.setAttribute("class", "grid");
  for (const tick of ticks) {
    const group = document.createElementNS(SVG_NS, "g");
    group.setAttribute("class", "tick");
    group.setAttribute("transform", `translate(${tick.x},0)`);
    group.append(document.createElementNS(SVG_NS, "line"));
    const text = document.createElementNS(SVG_NS, "text");
    text.setAttribute("font-size", "10");
    text.textContent = tick.label;
    group.append(text);
    axis.append(group);
  }
  svg.append(axis);
  return svg;
}

function labels(svg: Element) {
  return Array.from(svg.querySelectorAll(".tick text"), (text) => text.textContent);
}

/** True when no two labels (estimated, centred on their ticks) come closer than the gap. */
function noOverlap(ticks: { x: number; label: string }[], kept: number[]) {
  return kept.every((index, position) => {
    if (position === 0) return true;
    const previous = ticks[kept[position - 1]!]!;
    const room = ticks[index]!.x - previous.x;
    const needed =
      (estimateLabelWidth(ticks[index]!.label, 10) + estimateLabelWidth(previous.label, 10)) / 2;
    return room >= needed + AXIS_LABEL_MIN_GAP;
  });
}

describe("axisLabelsToKeep", () => {
  it("keeps every label when they fit side by side (a 700 px chart, weekly ticks)", () => {
    const ticks = weeklyTicks(5, 101);
    expect(axisLabelsToKeep(ticks, 10)).toEqual([0, 1, 2, 3, 4]);
  });

  it("keeps every second label when the chart is half as wide (the editor's preview)", () => {
    const ticks = weeklyTicks(5, 37);
    const kept = axisLabelsToKeep(ticks, 10);
    expect(kept).toEqual([0, 2, 4]);
    expect(noOverlap(ticks, kept)).toBe(true);
  });

  it("thins ten crowded ticks on a phone-width chart until none overlap", () => {
    const ticks = weeklyTicks(10, 15);
    const kept = axisLabelsToKeep(ticks, 10);
    expect(kept.length).toBeGreaterThanOrEqual(2);
    expect(kept.length).toBeLessThan(10);
    expect(noOverlap(ticks, kept)).toBe(true);
  });

  it("takes the label length into account: short labels ('%d') need less room", () => {
    const ticks = Array.from({ length: 10 }, (_, index) => ({
      x: index * 20,
      label: String(index + 1),
    }));
    expect(axisLabelsToKeep(ticks, 10)).toHaveLength(10);
  });

  it("keeps the only label and nothing of an empty axis", () => {
    expect(axisLabelsToKeep([{ x: 0, label: "2025-03-02" }], 10)).toEqual([0]);
    expect(axisLabelsToKeep([], 10)).toEqual([]);
  });
});

describe("translateX", () => {
  it("reads d3's tick transforms", () => {
    expect(translateX("translate(123.5,0)")).toBe(123.5);
    expect(translateX("translate(40)")).toBe(40);
    expect(translateX("translate(-3.2e-7, 0)")).toBeCloseTo(0);
    expect(translateX("rotate(45)")).toBeNull();
    expect(translateX(null)).toBeNull();
  });
});

describe("thinGanttAxisLabels", () => {
  it("removes the overlapping labels of a gantt chart and keeps every grid line", () => {
    const svg = ganttSvg(weeklyTicks(5, 37));
    thinGanttAxisLabels(svg);
    expect(labels(svg)).toEqual(["2025-03-02", "2025-03-16", "2025-03-30"]);
    expect(svg.querySelectorAll(".tick line")).toHaveLength(5);
  });

  it("changes nothing the second time, nor on a chart whose labels fit", () => {
    const crowded = ganttSvg(weeklyTicks(5, 37));
    thinGanttAxisLabels(crowded);
    const once = crowded.outerHTML;
    thinGanttAxisLabels(crowded);
    expect(crowded.outerHTML).toBe(once);

    const roomy = ganttSvg(weeklyTicks(5, 101));
    thinGanttAxisLabels(roomy);
    expect(labels(roomy)).toHaveLength(5);
  });

  it("leaves other diagram types alone", () => {
    const svg = ganttSvg(weeklyTicks(5, 20), "xychart");
    thinGanttAxisLabels(svg);
    expect(labels(svg)).toHaveLength(5);
  });
});
