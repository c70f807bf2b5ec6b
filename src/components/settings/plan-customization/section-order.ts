/** Pure list operations of the default-sections checklist. */
import { sectionChoicesInOrder, type DefaultSectionKind } from "@/lib/plans/customization-rules";

/** `kinds` with the item at `index` swapped with its neighbour in `direction` (-1 up, +1 down). */
export function moveKind(kinds: readonly DefaultSectionKind[], index: number, direction: -1 | 1) {
  const target = index + direction;
  if (index < 0 || target < 0 || target >= kinds.length) return [...kinds];
  const next = [...kinds];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** Includes or leaves out a kind; an included kind goes to the end. */
export function toggleKind(
  kinds: readonly DefaultSectionKind[],
  kind: DefaultSectionKind,
  include: boolean,
) {
  const without = kinds.filter((existing) => existing !== kind);
  return include ? [...without, kind] : without;
}

/** The choices not included, in the order the create form lists them after the included ones. */
export function leftOutKinds(kinds: readonly DefaultSectionKind[]): DefaultSectionKind[] {
  return sectionChoicesInOrder(kinds).filter((kind) => !kinds.includes(kind));
}
