/**
 * The math of the full-screen diagram viewer: a view that can be zoomed and panned. Kept pure (no
 * DOM) so the behaviour people feel — the point under the cursor stays put, zoom stops at its
 * limits, "fit" centres the picture — is unit-tested without a browser.
 *
 * A transform maps content coordinates to viewport coordinates:
 * `viewport = content * scale + (x, y)`, which is CSS `translate(x, y) scale(scale)` with the
 * transform origin at the top-left corner.
 */
export interface ViewTransform {
  scale: number;
  x: number;
  y: number;
}

/** Zoom limits: below a quarter a diagram is a smudge, above 8× a single label fills the screen. */
export const MIN_ZOOM = 0.25;
export const MAX_ZOOM = 8;
/** One zoom-in step (buttons and the + key); zoom-out divides by it, so steps retrace exactly. */
export const ZOOM_STEP = 1.25;
/** One arrow-key pan step in pixels, and the larger step with Shift held. */
export const PAN_STEP = 40;
export const PAN_STEP_LARGE = 200;
/** Space kept around a fitted diagram so its edges do not touch the viewport's. */
export const FIT_PADDING = 24;

/**
 * How fast the wheel zooms: the factor is `exp(-deltaY * rate)`, so equal wheel travel gives an
 * equal zoom ratio in either direction. Trackpad pinches arrive as ctrl+wheel with small deltas,
 * hence their higher rate.
 */
export const WHEEL_ZOOM_RATE = 0.0015;
export const PINCH_ZOOM_RATE = 0.01;
/** One wheel event never moves more than this many pixels, so a fast flick cannot jump 8×. */
export const WHEEL_DELTA_LIMIT = 240;
/** WheelEvent.deltaMode values other than pixels are converted with these sizes. */
const WHEEL_LINE_HEIGHT = 16;
const WHEEL_PAGE_HEIGHT = 800;

export const IDENTITY_TRANSFORM: ViewTransform = { scale: 1, x: 0, y: 0 };

export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return 1;
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));
}

/**
 * Multiplies the scale by `factor` (clamped to the limits) so that the content point under the
 * viewport point (`pointX`, `pointY`) — usually the cursor — stays under it.
 */
export function zoomAt(
  transform: ViewTransform,
  factor: number,
  pointX: number,
  pointY: number,
): ViewTransform {
  const scale = clampZoom(transform.scale * factor);
  if (scale === transform.scale) return transform;
  // The ratio actually applied, which differs from `factor` when the clamp stepped in.
  const ratio = scale / transform.scale;
  return {
    scale,
    x: pointX - (pointX - transform.x) * ratio,
    y: pointY - (pointY - transform.y) * ratio,
  };
}

/** Moves the view's content by (dx, dy) viewport pixels. */
export function panBy(transform: ViewTransform, dx: number, dy: number): ViewTransform {
  if (dx === 0 && dy === 0) return transform;
  return { scale: transform.scale, x: transform.x + dx, y: transform.y + dy };
}

/**
 * The transform that shows the whole content, centred, as large as the viewport (less `padding`
 * on every side) allows, within the zoom limits. Unknown sizes (zero, negative, NaN — e.g. before
 * layout) give the identity, so the view never divides by zero.
 */
export function fitTransform(
  contentWidth: number,
  contentHeight: number,
  viewportWidth: number,
  viewportHeight: number,
  padding: number = FIT_PADDING,
): ViewTransform {
  if (!(contentWidth > 0 && contentHeight > 0 && viewportWidth > 0 && viewportHeight > 0)) {
    return IDENTITY_TRANSFORM;
  }
  // A padding larger than a tiny viewport would leave no room at all: fit without it then.
  const pad = Math.max(0, Math.min(padding, (viewportWidth - 1) / 2, (viewportHeight - 1) / 2));
  const scale = clampZoom(
    Math.min((viewportWidth - 2 * pad) / contentWidth, (viewportHeight - 2 * pad) / contentHeight),
  );
  return {
    scale,
    x: (viewportWidth - contentWidth * scale) / 2,
    y: (viewportHeight - contentHeight * scale) / 2,
  };
}

/**
 * The zoom factor of one wheel event. `deltaMode` is WheelEvent's (0 pixels, 1 lines, 2 pages);
 * `pinch` is true for ctrl+wheel, which is how browsers report trackpad pinches.
 */
export function wheelZoomFactor(deltaY: number, deltaMode = 0, pinch = false): number {
  if (!Number.isFinite(deltaY) || deltaY === 0) return 1;
  const pixels =
    deltaMode === 1
      ? deltaY * WHEEL_LINE_HEIGHT
      : deltaMode === 2
        ? deltaY * WHEEL_PAGE_HEIGHT
        : deltaY;
  const limited = Math.max(-WHEEL_DELTA_LIMIT, Math.min(WHEEL_DELTA_LIMIT, pixels));
  return Math.exp(-limited * (pinch ? PINCH_ZOOM_RATE : WHEEL_ZOOM_RATE));
}

/** The zoom level as people read it: `1.5` → "150%". */
export function zoomPercentLabel(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

/** Whether another zoom step in that direction would change anything (for disabling buttons). */
export function canZoomIn(scale: number): boolean {
  return scale < MAX_ZOOM;
}

export function canZoomOut(scale: number): boolean {
  return scale > MIN_ZOOM;
}

/**
 * The width and height of an SVG `viewBox="minX minY width height"` (numbers separated by spaces
 * and/or commas): the diagram's natural size. Null when missing, malformed or empty.
 */
export function parseViewBoxSize(viewBox: string | null | undefined): {
  width: number;
  height: number;
} | null {
  const parts = (viewBox ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return null;
  const [, , width = 0, height = 0] = parts;
  return width > 0 && height > 0 ? { width, height } : null;
}

/** CSS for the transform: apply with `transform-origin: 0 0`. */
export function transformToCss(transform: ViewTransform): string {
  return `translate(${transform.x}px, ${transform.y}px) scale(${transform.scale})`;
}
