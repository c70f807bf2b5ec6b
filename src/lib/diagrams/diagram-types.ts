/**
 * The 21 diagram types the product supports (spec section 5), and the mapping from the diagram ids
 * mermaid 11 reports to ours. Mermaid knows more types than the spec lists (info, treemap, venn,
 * ishikawa, ...) and reports several ids for one type (renderer generations such as
 * `flowchart-v2`), so everything that talks about a type goes through `normaliseDiagramType`.
 */

/** In the spec's order, which is also the order of the 'Add diagram' gallery. */
export const SUPPORTED_DIAGRAM_TYPES = [
  "c4",
  "flowchart",
  "er",
  "gitGraph",
  "gantt",
  "pie",
  "quadrant",
  "xychart",
  "requirement",
  "sequence",
  "class",
  "state",
  "journey",
  "timeline",
  "mindmap",
  "kanban",
  "sankey",
  "packet",
  "radar",
  "block",
  "architecture",
] as const;

export type SupportedDiagramType = (typeof SUPPORTED_DIAGRAM_TYPES)[number];

/** Human names for pickers, the gallery and messages. */
export const DIAGRAM_TYPE_LABELS: Record<SupportedDiagramType, string> = {
  c4: "C4 architecture",
  flowchart: "Flowchart",
  er: "Entity relationship",
  gitGraph: "Git graph",
  gantt: "Gantt chart",
  pie: "Pie chart",
  quadrant: "Quadrant chart",
  xychart: "XY chart",
  requirement: "Requirement diagram",
  sequence: "Sequence diagram",
  class: "Class diagram",
  state: "State diagram",
  journey: "User journey",
  timeline: "Timeline",
  mindmap: "Mind map",
  kanban: "Kanban board",
  sankey: "Sankey diagram",
  packet: "Packet diagram",
  radar: "Radar chart",
  block: "Block diagram",
  architecture: "Architecture diagram",
};

/**
 * Mermaid 11.17's diagram ids (the keys of its detectors, which `mermaid.parse` and
 * `mermaid.render` answer as `diagramType`) that belong to a supported type. Ids that differ from
 * ours come from renderer generations: `graph`/`flowchart` sources are `flowchart` or
 * `flowchart-v2` (or `flowchart-elk`), `classDiagram` sources are `class` or `classDiagram`
 * (the v2 renderer), `stateDiagram` sources are `state` or `stateDiagram`.
 */
const MERMAID_ID_TO_TYPE: Readonly<Record<string, SupportedDiagramType>> = {
  c4: "c4",
  flowchart: "flowchart",
  "flowchart-v2": "flowchart",
  "flowchart-elk": "flowchart",
  er: "er",
  gitGraph: "gitGraph",
  gantt: "gantt",
  pie: "pie",
  quadrantChart: "quadrant",
  xychart: "xychart",
  requirement: "requirement",
  sequence: "sequence",
  class: "class",
  classDiagram: "class",
  state: "state",
  stateDiagram: "state",
  journey: "journey",
  timeline: "timeline",
  mindmap: "mindmap",
  kanban: "kanban",
  sankey: "sankey",
  packet: "packet",
  radar: "radar",
  block: "block",
  architecture: "architecture",
};

export function isSupportedDiagramType(value: unknown): value is SupportedDiagramType {
  return (
    typeof value === "string" && (SUPPORTED_DIAGRAM_TYPES as readonly string[]).includes(value)
  );
}

/**
 * Our type for a mermaid diagram id, or `null` for ids mermaid supports but the product does not
 * (info, treemap, venn, ishikawa, swimlane, eventmodeling, wardley, cynefin, treeView, the
 * railroad family, mermaid's own `error` diagram) and for anything unknown. Our own names are
 * accepted too, so a stored `data-diagram-type` can be normalised again without loss.
 */
export function normaliseDiagramType(mermaidId: string): SupportedDiagramType | null {
  // hasOwn first: ids such as `toString` must not reach Object.prototype.
  const mapped = Object.hasOwn(MERMAID_ID_TO_TYPE, mermaidId)
    ? MERMAID_ID_TO_TYPE[mermaidId]
    : undefined;
  if (mapped) return mapped;
  return isSupportedDiagramType(mermaidId) ? mermaidId : null;
}

/**
 * The human name of a type given as ours or as mermaid's id; a type the product does not know is
 * shown as it is rather than hidden, so a title still says what was drawn.
 */
export function diagramTypeLabel(type: string): string {
  const supported = normaliseDiagramType(type);
  return supported ? DIAGRAM_TYPE_LABELS[supported] : type;
}
