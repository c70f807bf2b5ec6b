"use client";

import { useEffect, useState } from "react";
import { sectionAnchorId } from "./section-focus";

/**
 * The section being read: the first one whose top part is on screen, below the sticky bars.
 * Marks the navigation's current entry.
 */
export function useActiveSection(sectionIds: readonly string[]): string | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  const key = sectionIds.join(",");

  useEffect(() => {
    if (typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const ids = key ? key.split(",") : [];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id.replace(/^section-/, "");
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        const first = ids.find((id) => visible.has(id));
        if (first) setActiveId(first);
      },
      // Ignore the sticky header and bar on top, and the lower half of the screen.
      { rootMargin: "-140px 0px -45% 0px" },
    );
    for (const id of ids) {
      const element = document.getElementById(sectionAnchorId(id));
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key]);

  return activeId;
}
