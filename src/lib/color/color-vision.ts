/**
 * How far apart two colours look, also to readers with a colour-vision deficiency: the diagram
 * palette's series colours must stay distinguishable (issue 11). Simulation by Machado, Oliveira
 * and Fernandes (2009) at full severity, in linear RGB; distance as CIE76 ΔE in CIELAB (D65).
 */
import type { Rgba } from "./css-color";

export type ColorVision = "normal" | "protanopia" | "deuteranopia" | "tritanopia";

export const COLOR_VISIONS: readonly ColorVision[] = [
  "normal",
  "protanopia",
  "deuteranopia",
  "tritanopia",
];

type Matrix = readonly [readonly number[], readonly number[], readonly number[]];

const SIMULATION: Record<Exclude<ColorVision, "normal">, Matrix> = {
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const toLinear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

function linearRgb(color: Rgba, vision: ColorVision): [number, number, number] {
  const rgb = [toLinear(color.r), toLinear(color.g), toLinear(color.b)];
  if (vision === "normal") return rgb as [number, number, number];
  const matrix = SIMULATION[vision];
  return matrix.map((row) =>
    Math.min(1, Math.max(0, row[0]! * rgb[0]! + row[1]! * rgb[1]! + row[2]! * rgb[2]!)),
  ) as [number, number, number];
}

function lab([r, g, b]: [number, number, number]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** CIE76 colour difference of two opaque colours as seen with `vision` (about 2.3 is just noticeable). */
export function perceivedDistance(first: Rgba, second: Rgba, vision: ColorVision): number {
  const a = lab(linearRgb(first, vision));
  const b = lab(linearRgb(second, vision));
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}
