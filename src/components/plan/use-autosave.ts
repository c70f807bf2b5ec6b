"use client";

import { useCallback, useEffect, useMemo, useRef } from "react";
import { createAutosaver, type Autosaver, type SaveOutcome } from "@/lib/plans/editor-autosave";
import { useSaveRegistry } from "./save-registry";

export interface AutosaveControls<T> {
  change(value: T): void;
  flush(): Promise<void>;
  resolveConflict(keep: T | null): void;
}

/**
 * One debounced autosaver for the life of the component, registered with the page so the save
 * indicator, "save everything" and the unload warning know about it. `save` may change between
 * renders; the newest one is used.
 */
export function useAutosave<T>(
  key: string,
  save: (value: T) => Promise<SaveOutcome>,
): AutosaveControls<T> {
  const registry = useSaveRegistry();
  const saveRef = useRef(save);
  const saverRef = useRef<Autosaver<T> | null>(null);

  useEffect(() => {
    saveRef.current = save;
  });

  useEffect(() => {
    const saver = createAutosaver<T>({
      save: (value) => saveRef.current(value),
      onStateChange: registry.changed,
    });
    saverRef.current = saver;
    const unregister = registry.register(key, saver);
    return () => {
      unregister();
      // Leaving the page in the app: send what is waiting instead of dropping it.
      void saver.flush().then(() => saver.dispose());
      if (saverRef.current === saver) saverRef.current = null;
    };
  }, [key, registry]);

  const change = useCallback((value: T) => saverRef.current?.change(value), []);
  const flush = useCallback(() => saverRef.current?.flush() ?? Promise.resolve(), []);
  const resolveConflict = useCallback(
    (keep: T | null) => saverRef.current?.resolveConflict(keep),
    [],
  );
  return useMemo(() => ({ change, flush, resolveConflict }), [change, flush, resolveConflict]);
}
