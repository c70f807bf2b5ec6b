/**
 * The order of a plan's sections in the editor: moves (drag, keyboard, "Move up"/"Move down"),
 * inserts at a position and removals, on any list of sections. The list's order is the truth;
 * positions are renumbered 0..n-1 after every change, as the server keeps them.
 */

export interface Positioned {
  id: string;
  position: number;
}

function renumber<T extends Positioned>(list: readonly T[]): T[] {
  return list.map((item, position) => (item.position === position ? item : { ...item, position }));
}

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveTo<T extends Positioned>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list];
  const target = Math.max(0, Math.min(to, list.length - 1));
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return renumber(next);
}

/** The list with section `id` moved `delta` places (−1 up, +1 down); unchanged at the ends. */
export function moveBy<T extends Positioned>(list: readonly T[], id: string, delta: number): T[] {
  const from = list.findIndex((item) => item.id === id);
  return from < 0 ? [...list] : moveTo(list, from, from + delta);
}

/** The list in the order of `ids` (ids not in the list are ignored, missing items go last). */
export function orderBy<T extends Positioned>(list: readonly T[], ids: readonly string[]): T[] {
  const rank = new Map(ids.map((id, index) => [id, index]));
  const sorted = [...list].sort(
    (a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity),
  );
  return renumber(sorted);
}

/** The list with `item` inserted at its `position` (past the end: appended). */
export function insertAt<T extends Positioned>(list: readonly T[], item: T): T[] {
  const next = list.filter((existing) => existing.id !== item.id);
  next.splice(Math.max(0, Math.min(item.position, next.length)), 0, item);
  return renumber(next);
}

export function removeById<T extends Positioned>(list: readonly T[], id: string): T[] {
  return renumber(list.filter((item) => item.id !== id));
}

export function sameOrder(a: readonly Positioned[], b: readonly Positioned[]): boolean {
  return a.length === b.length && a.every((item, index) => item.id === b[index]!.id);
}
