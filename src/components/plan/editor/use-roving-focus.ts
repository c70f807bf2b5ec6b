"use client";

import { useCallback, useEffect, useRef } from "react";

const ITEMS = "button:not([disabled])";

/**
 * The ARIA toolbar pattern: the toolbar is one Tab stop; the arrow keys, Home and End move
 * between its buttons, and Tab comes back to the one used last.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const activeIndex = useRef(0);

  const sync = useCallback(() => {
    const items = ref.current ? [...ref.current.querySelectorAll<HTMLElement>(ITEMS)] : [];
    const active = Math.min(activeIndex.current, items.length - 1);
    items.forEach((item, index) => (item.tabIndex = index === active ? 0 : -1));
    return items;
  }, []);

  useEffect(() => {
    sync();
  });

  const onKeyDown = useCallback(
    (event: React.KeyboardEvent) => {
      const items = sync();
      const current = items.indexOf(document.activeElement as HTMLElement);
      if (current < 0) return;
      const last = items.length - 1;
      const next = {
        ArrowRight: current === last ? 0 : current + 1,
        ArrowLeft: current === 0 ? last : current - 1,
        Home: 0,
        End: last,
      }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      activeIndex.current = next;
      sync();
      items[next]?.focus();
    },
    [sync],
  );

  const onFocus = useCallback(
    (event: React.FocusEvent) => {
      const index = sync().indexOf(event.target as HTMLElement);
      if (index >= 0 && index !== activeIndex.current) {
        activeIndex.current = index;
        sync();
      }
    },
    [sync],
  );

  return { ref, onKeyDown, onFocus };
}
