"use client";

import { FileDown, ImageDown, Loader2, Maximize, ZoomIn, ZoomOut } from "lucide-react";
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { diagramFileName } from "@/lib/diagrams/file-name";
import { guardDiagramLinks, parseSanitizedSvg } from "@/lib/diagrams/svg-markup";
import {
  IDENTITY_TRANSFORM,
  PAN_STEP,
  PAN_STEP_LARGE,
  ZOOM_STEP,
  canZoomIn,
  canZoomOut,
  fitTransform,
  panBy,
  parseViewBoxSize,
  transformToCss,
  wheelZoomFactor,
  zoomAt,
  zoomPercentLabel,
  type ViewTransform,
} from "@/lib/diagrams/zoom-pan";
import { downloadPng, downloadSvg } from "./export-image";

export const DIAGRAM_VIEWER_TEXT = {
  description:
    "Zoom with the buttons, the mouse wheel or the + and - keys. Drag or use the arrow keys to move around. Press 0 to fit the diagram to the screen.",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  fit: "Fit to screen",
  zoomLevel: "Zoom level",
  downloadSvg: "Download SVG",
  downloadPng: "Download PNG",
  svgFailed: "Unable to download the SVG. Please try again.",
  pngFailed: "Unable to download the PNG. Please try again.",
} as const;

/** A press has to travel this far (px) to become a drag, so clicks on diagram links still work. */
const DRAG_THRESHOLD = 3;

export interface DiagramViewerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Names the dialog and the downloaded files (slugged: "Release plan" → release-plan.svg). */
  title: string;
  /** The rendered diagram's SVG markup, already sanitised by the renderer; shown as is. */
  svg: string;
  /**
   * Supplies the SVG to draw into the PNG. Browsers refuse to export a canvas that has drawn an SVG
   * with `<foreignObject>` (mermaid's HTML labels), so the caller re-renders with
   * `htmlLabels: false`. Without it the shown `svg` is used, which only works when it has no HTML
   * labels.
   */
  getPngSvg?: () => Promise<string>;
  /** A CSS colour under the PNG (e.g. white for a light-theme diagram); transparent by default. */
  pngBackground?: string;
}

/**
 * One diagram, full screen: zoom (buttons, wheel around the cursor, + / - keys), pan (drag, arrow
 * keys), fit (button, 0 key; also the starting view), and SVG / PNG downloads.
 */
export function DiagramViewerDialog({ open, onOpenChange, ...viewer }: DiagramViewerDialogProps) {
  const canvasRef = useRef<HTMLDivElement>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="top-0 left-0 flex h-dvh w-screen max-w-none translate-x-0 translate-y-0 flex-col gap-0 rounded-none border-0 p-0"
        // The canvas takes the keys (+, -, 0, arrows), so it gets the focus rather than the first
        // toolbar button.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          canvasRef.current?.focus();
        }}
      >
        {/* Content is mounted only while open, so every opening starts fitted. */}
        <DiagramViewer canvasRef={canvasRef} {...viewer} />
      </DialogContent>
    </Dialog>
  );
}

function DiagramViewer({
  canvasRef,
  title,
  svg,
  getPngSvg,
  pngBackground,
}: Omit<DiagramViewerDialogProps, "open" | "onOpenChange"> & {
  canvasRef: RefObject<HTMLDivElement | null>;
}) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [transform, setTransform] = useState<ViewTransform>(IDENTITY_TRANSFORM);
  const [dragging, setDragging] = useState(false);
  const [pngBusy, setPngBusy] = useState(false);
  /** The diagram's natural size (its viewBox), measured once per SVG. */
  const contentSize = useRef({ width: 0, height: 0 });
  /** While true the view re-fits when the window resizes; any zoom or pan by the user ends it. */
  const autoFit = useRef(true);
  const drag = useRef<{ pointerId: number; x: number; y: number; moved: boolean } | null>(null);

  const fit = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    autoFit.current = true;
    const { width, height } = contentSize.current;
    setTransform(fitTransform(width, height, canvas.clientWidth, canvas.clientHeight));
  }, [canvasRef]);

  const zoomBy = useCallback((factor: number, x: number, y: number) => {
    autoFit.current = false;
    setTransform((current) => zoomAt(current, factor, x, y));
  }, []);

  const zoomAtCentre = useCallback(
    (factor: number) => {
      const canvas = canvasRef.current;
      zoomBy(factor, (canvas?.clientWidth ?? 0) / 2, (canvas?.clientHeight ?? 0) / 2);
    },
    [canvasRef, zoomBy],
  );

  const pan = useCallback((dx: number, dy: number) => {
    autoFit.current = false;
    setTransform((current) => panBy(current, dx, dy));
  }, []);

  // Before the first paint of each SVG: give it its natural pixel size (mermaid sizes it
  // width="100%" with a max-width, which would follow the canvas instead of the zoom), then fit.
  // The picture is put in by hand, cleaned while inert (the same cleaning as every diagram on a
  // page), so markup from any caller never reaches the page unfiltered.
  useLayoutEffect(() => {
    const content = contentRef.current;
    if (content) {
      content.replaceChildren(parseSanitizedSvg(svg));
      guardDiagramLinks(content);
    }
    const element = content?.querySelector("svg");
    if (element) {
      const box = parseViewBoxSize(element.getAttribute("viewBox"));
      const rect = element.getBoundingClientRect();
      const size = box ?? { width: rect.width, height: rect.height };
      contentSize.current = size;
      element.style.width = `${size.width}px`;
      element.style.height = `${size.height}px`;
      element.style.maxWidth = "none";
    } else {
      contentSize.current = { width: 0, height: 0 };
    }
    fit();
  }, [svg, fit]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      if (autoFit.current) fit();
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, [canvasRef, fit]);

  // React's onWheel listener is passive, so it cannot stop the page from scrolling; a native
  // listener with passive: false can.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      // A sideways trackpad swipe moves the view; everything else (wheel, pinch = ctrl+wheel) zooms.
      if (!event.ctrlKey && Math.abs(event.deltaX) > Math.abs(event.deltaY)) {
        pan(-event.deltaX, 0);
        return;
      }
      const rect = canvas.getBoundingClientRect();
      zoomBy(
        wheelZoomFactor(event.deltaY, event.deltaMode, event.ctrlKey),
        event.clientX - rect.left,
        event.clientY - rect.top,
      );
    };
    canvas.addEventListener("wheel", onWheel, { passive: false });
    return () => canvas.removeEventListener("wheel", onWheel);
  }, [canvasRef, pan, zoomBy]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Leave browser shortcuts (ctrl + / ctrl 0 page zoom) alone.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const step = event.shiftKey ? PAN_STEP_LARGE : PAN_STEP;
    // Arrows move the view like scrolling does: → shows what is to the right.
    switch (event.key) {
      case "+":
      case "=":
        zoomAtCentre(ZOOM_STEP);
        break;
      case "-":
      case "_":
        zoomAtCentre(1 / ZOOM_STEP);
        break;
      case "0":
        fit();
        break;
      case "ArrowLeft":
        pan(step, 0);
        break;
      case "ArrowRight":
        pan(-step, 0);
        break;
      case "ArrowUp":
        pan(0, step);
        break;
      case "ArrowDown":
        pan(0, -step);
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    drag.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, moved: false };
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.moved) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
      current.moved = true;
      // Captured only once it is a drag: the view keeps following when the pointer leaves the
      // canvas, while a plain click still reaches the diagram's links.
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    current.x = event.clientX;
    current.y = event.clientY;
    pan(dx, dy);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  }

  /** The page's font, written into files whose diagram says `font-family: inherit`. */
  function pageFont() {
    return canvasRef.current ? getComputedStyle(canvasRef.current).fontFamily : undefined;
  }

  function saveSvg() {
    try {
      downloadSvg(diagramFileName(title, "svg"), svg, { fontFamily: pageFont() });
    } catch {
      toast.error(DIAGRAM_VIEWER_TEXT.svgFailed);
    }
  }

  async function savePng() {
    setPngBusy(true);
    try {
      const source = getPngSvg ? await getPngSvg() : svg;
      await downloadPng(diagramFileName(title, "png"), source, {
        background: pngBackground,
        fontFamily: pageFont(),
      });
    } catch {
      toast.error(DIAGRAM_VIEWER_TEXT.pngFailed);
    } finally {
      setPngBusy(false);
    }
  }

  return (
    <>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-2 pr-12">
        <DialogTitle className="min-w-0 flex-1 basis-40 truncate text-base">{title}</DialogTitle>
        <DialogDescription className="sr-only">{DIAGRAM_VIEWER_TEXT.description}</DialogDescription>
        <div className="flex flex-wrap items-center gap-1">
          <div role="group" aria-label="Zoom" className="flex items-center gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={DIAGRAM_VIEWER_TEXT.zoomOut}
              title={`${DIAGRAM_VIEWER_TEXT.zoomOut} (-)`}
              disabled={!canZoomOut(transform.scale)}
              onClick={() => zoomAtCentre(1 / ZOOM_STEP)}
            >
              <ZoomOut aria-hidden />
            </Button>
            <span
              className="min-w-12 text-center text-sm text-muted-foreground tabular-nums"
              data-testid="diagram-zoom-level"
            >
              <span className="sr-only">{DIAGRAM_VIEWER_TEXT.zoomLevel} </span>
              {zoomPercentLabel(transform.scale)}
            </span>
            <Button
              variant="ghost"
              size="icon"
              aria-label={DIAGRAM_VIEWER_TEXT.zoomIn}
              title={`${DIAGRAM_VIEWER_TEXT.zoomIn} (+)`}
              disabled={!canZoomIn(transform.scale)}
              onClick={() => zoomAtCentre(ZOOM_STEP)}
            >
              <ZoomIn aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={DIAGRAM_VIEWER_TEXT.fit}
              title={`${DIAGRAM_VIEWER_TEXT.fit} (0)`}
              onClick={fit}
            >
              <Maximize aria-hidden />
            </Button>
          </div>
          <div role="group" aria-label="Download" className="flex items-center gap-1">
            <Button
              variant="outline"
              size="sm"
              aria-label={DIAGRAM_VIEWER_TEXT.downloadSvg}
              disabled={!svg}
              onClick={saveSvg}
            >
              <FileDown aria-hidden />
              <span className="hidden sm:inline">{DIAGRAM_VIEWER_TEXT.downloadSvg}</span>
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-label={DIAGRAM_VIEWER_TEXT.downloadPng}
              aria-busy={pngBusy || undefined}
              disabled={!svg || pngBusy}
              onClick={() => void savePng()}
            >
              {pngBusy ? (
                <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
              ) : (
                <ImageDown aria-hidden />
              )}
              <span className="hidden sm:inline">{DIAGRAM_VIEWER_TEXT.downloadPng}</span>
            </Button>
          </div>
        </div>
      </div>
      <div
        ref={canvasRef}
        tabIndex={0}
        role="group"
        aria-roledescription="diagram viewer"
        aria-label={title}
        aria-keyshortcuts="+ - 0 ArrowUp ArrowDown ArrowLeft ArrowRight"
        data-testid="diagram-viewer-canvas"
        className={cn(
          "relative min-h-0 flex-1 touch-none overflow-hidden bg-muted/40 outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:ring-inset dark:bg-muted/20",
          dragging ? "cursor-grabbing" : "cursor-grab",
        )}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
      >
        {/* Filled by the layout effect above with the cleaned SVG. */}
        <div
          ref={contentRef}
          className="absolute top-0 left-0 origin-top-left"
          style={{ transform: transformToCss(transform) }}
        />
      </div>
    </>
  );
}
