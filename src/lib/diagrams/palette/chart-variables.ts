/**
 * Theme variables of the charts (pie, quadrant, xy, radar, sankey, packet): titles, axes, ticks
 * and legends in the page's ink, series in the categorical SERIES_COLORS with black labels, and
 * quadrants in quiet surfaces the ink reads on.
 */
import { SERIES_COLORS, SERIES_LABEL_COLOR, type PageTokens } from "./page-tokens";

function pieVariables(t: PageTokens): Record<string, string> {
  const slices: Record<string, string> = {};
  SERIES_COLORS.forEach((color, index) => (slices[`pie${index + 1}`] = color));
  return {
    ...slices,
    pieTitleTextColor: t.ink,
    pieLegendTextColor: t.ink,
    pieSectionTextColor: SERIES_LABEL_COLOR,
    pieStrokeColor: t.page,
    pieOuterStrokeColor: t.line,
    // Opaque slices: their colours are exactly the legend's swatches, and the labels on them are
    // measured against the colour as given.
    pieOpacity: "1",
  };
}

function quadrantVariables(t: PageTokens): Record<string, string> {
  const fills = t.darkMode
    ? ["#27272a", "#2f2f33", "#1f1f23", "#34343a"]
    : ["#f4f4f5", "#eeeef0", "#e4e4e7", "#fafafa"];
  return {
    quadrant1Fill: fills[0]!,
    quadrant2Fill: fills[1]!,
    quadrant3Fill: fills[2]!,
    quadrant4Fill: fills[3]!,
    quadrant1TextFill: t.ink,
    quadrant2TextFill: t.ink,
    quadrant3TextFill: t.ink,
    quadrant4TextFill: t.ink,
    quadrantPointFill: t.darkMode ? "#a1a1aa" : t.node,
    quadrantPointTextFill: t.ink,
    quadrantXAxisTextFill: t.ink,
    quadrantYAxisTextFill: t.ink,
    quadrantTitleFill: t.ink,
    quadrantInternalBorderStrokeFill: t.border,
    quadrantExternalBorderStrokeFill: t.border,
  };
}

/** Mermaid reads these as nested objects; they replace its defaults key by key. */
function nestedChartVariables(t: PageTokens) {
  return {
    xyChart: {
      backgroundColor: "transparent",
      titleColor: t.ink,
      dataLabelColor: t.ink,
      legendTextColor: t.ink,
      xAxisTitleColor: t.ink,
      xAxisLabelColor: t.ink,
      xAxisTickColor: t.ink,
      xAxisLineColor: t.ink,
      yAxisTitleColor: t.ink,
      yAxisLabelColor: t.ink,
      yAxisTickColor: t.ink,
      yAxisLineColor: t.ink,
      plotColorPalette: SERIES_COLORS.join(","),
    },
    radar: {
      axisColor: t.ink,
      graticuleColor: t.border,
    },
    packet: {
      startByteColor: t.ink,
      endByteColor: t.ink,
      labelColor: t.ink,
      titleColor: t.ink,
      blockFillColor: t.surface,
      blockStrokeColor: t.border,
    },
  };
}

export function chartVariables(t: PageTokens) {
  return { ...pieVariables(t), ...quadrantVariables(t), ...nestedChartVariables(t) };
}
