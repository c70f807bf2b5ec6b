/**
 * Which DOM events a node view keeps from ProseMirror (Tiptap's `stopEvent` option).
 *
 * Tiptap's default keeps an event only when its target is itself a BUTTON, INPUT, SELECT or
 * TEXTAREA. A press on a disclosure's summary ('Details', 'Supported types' beside a diagram
 * error), on a link, or on text inside a control reached ProseMirror, which moved the selection
 * into or out of the diagram's source (opening or closing its editor) under the person's click.
 * Here every control of a node view's own interface keeps its events; the editable content and
 * everything else behave as Tiptap's default does for a selectable, non-draggable node.
 */
const CONTROLS =
  "button, a[href], input, select, textarea, summary, label, [role='button'], [tabindex]:not([contenteditable])";

/** Events ProseMirror handles on a node view's non-content parts: selecting it, clipboard, drops. */
const EDITOR_HANDLED_EVENTS = new Set([
  "mousedown",
  "copy",
  "paste",
  "cut",
  "drop",
  "dragover",
  "dragenter",
]);

export function keepsEventFromEditor({ event }: { event: Event }): boolean {
  const target = event.target;
  if (!(target instanceof Element)) return false;
  // The node's editable content (the diagram's source) is ordinary editor text.
  if (target.closest("[data-node-view-content]")) return false;
  if (event.type.startsWith("drag") || event.type === "drop") return false;
  // Only controls of this node view count, not an ancestor of the whole editor.
  const control = target.closest(CONTROLS);
  const view = target.closest("[data-node-view-wrapper]");
  if (control && view?.contains(control)) return true;
  return !EDITOR_HANDLED_EVENTS.has(event.type);
}
