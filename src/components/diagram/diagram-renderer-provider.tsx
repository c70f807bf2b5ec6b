"use client";

import { useTheme } from "next-themes";
import { toast } from "sonner";
import { createContext, useContext, useEffect, useRef, useState } from "react";
import {
  DEFAULT_DIAGRAM_THEME,
  DEFAULT_OWNER_SECURITY_LEVEL,
  type DiagramSecurityLevel,
  type DiagramTheme,
} from "@/lib/diagrams/diagram-settings";
import { DiagramRenderer } from "@/lib/diagrams/renderer";
import "./diagram.css";

const DiagramRendererContext = createContext<DiagramRenderer | null>(null);

export interface DiagramRendererProviderProps {
  /** `null` (no choice stored) renders with the default theme. */
  theme?: DiagramTheme | null;
  /** The owner's own pages default to 'loose'; public and shared pages must pass 'strict'. */
  securityLevel?: DiagramSecurityLevel;
  children: React.ReactNode;
}

/**
 * One diagram renderer for a page: it watches the area below it and draws every diagram block
 * (see MermaidDiagram) that appears there. Mermaid itself is fetched by the renderer only when
 * the first block shows up, so wrapping a page in this provider costs nothing until then.
 * The app's light/dark mode is passed on, so diagrams are redrawn when it changes.
 */
export function DiagramRendererProvider({
  theme,
  securityLevel = DEFAULT_OWNER_SECURITY_LEVEL,
  children,
}: DiagramRendererProviderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const { resolvedTheme } = useTheme();
  const [renderer, setRenderer] = useState<DiagramRenderer | null>(null);

  // Created in an effect (not in render) so the development double mount gets a fresh renderer
  // after the first one was destroyed, and so nothing touches the DOM during the server render.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Settings arrive through the effect below, which runs before the first render is due.
    const created = new DiagramRenderer({ onError: reportRendererError });
    created.start(root);
    setRenderer(created);
    return () => {
      created.destroy();
      setRenderer(null);
    };
  }, []);

  const currentTheme = theme ?? DEFAULT_DIAGRAM_THEME;
  const darkMode = resolvedTheme === "dark";
  useEffect(() => {
    renderer?.updateSettings({ theme: currentTheme, securityLevel, darkMode });
  }, [renderer, currentTheme, securityLevel, darkMode]);

  return (
    <DiagramRendererContext.Provider value={renderer}>
      <div ref={rootRef} className="contents">
        {children}
      </div>
    </DiagramRendererContext.Provider>
  );
}

/**
 * Page-level failures (mermaid could not be loaded, a whole pass failed) are told once per
 * message, as a toast with the spec's wording; a single bad diagram shows its own error picture.
 */
function reportRendererError(message: string, cause: unknown) {
  console.error(message, cause);
  toast.error(message, { id: `diagram-renderer:${message}` });
}

/** The page's renderer, or `null` before it has started (or outside a provider). */
export function useDiagramRenderer(): DiagramRenderer | null {
  return useContext(DiagramRendererContext);
}
