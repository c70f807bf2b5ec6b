"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML, true once React runs in the browser. The creation forms keep
 * their buttons disabled until then: a click before would do nothing, and a submit would send
 * the form the browser's way (a GET with the text in the address).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
