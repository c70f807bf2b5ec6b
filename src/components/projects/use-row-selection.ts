"use client";

import { useCallback, useState } from "react";

export type HeaderCheckboxState = boolean | "indeterminate";

/**
 * Which rows of the page on screen are selected. The selection starts empty again whenever
 * `scope` changes (another page, filter or view), so a bulk action never touches rows the person
 * cannot see; ids that left the page (deleted, restored) drop out by themselves.
 */
export function useRowSelection(visibleIds: readonly string[], scope: string) {
  const [state, setState] = useState<{ scope: string; ids: ReadonlySet<string> }>({
    scope,
    ids: new Set(),
  });
  const chosen = state.scope === scope ? state.ids : new Set<string>();
  const selectedIds = visibleIds.filter((id) => chosen.has(id));

  const toggle = useCallback(
    (id: string, selected: boolean) =>
      setState((previous) => {
        const ids = new Set(previous.scope === scope ? previous.ids : []);
        if (selected) ids.add(id);
        else ids.delete(id);
        return { scope, ids };
      }),
    [scope],
  );

  const toggleAll = useCallback(
    (selected: boolean) => setState({ scope, ids: new Set(selected ? visibleIds : []) }),
    [scope, visibleIds],
  );

  const clear = useCallback(() => setState({ scope, ids: new Set() }), [scope]);

  const headerState: HeaderCheckboxState =
    selectedIds.length === 0
      ? false
      : selectedIds.length === visibleIds.length
        ? true
        : "indeterminate";

  return {
    selectedIds,
    isSelected: (id: string) => chosen.has(id),
    toggle,
    toggleAll,
    clear,
    headerState,
  };
}
