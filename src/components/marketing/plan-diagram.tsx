import { cn } from "@/lib/cn";

interface DiagramNode {
  label: string;
  detail: string;
  x: number;
}

const NODE_WIDTH = 78;
const NODE_HEIGHT = 44;
const NODE_Y = 6;
const NODE_GAP = 16;

const NODES: readonly DiagramNode[] = [
  { label: "Discovery", detail: "Week 1", x: 2 },
  { label: "Design", detail: "Weeks 2–3", x: 96 },
  { label: "Build", detail: "Weeks 4–6", x: 190 },
  { label: "Launch", detail: "Week 7", x: 284 },
];

/**
 * A small flowchart in the style of a rendered Mermaid diagram, drawn as inline SVG so the
 * landing page needs no network images. Colours come from the theme tokens.
 */
export function PlanDiagram({ className }: { className?: string }) {
  const midY = NODE_Y + NODE_HEIGHT / 2;
  return (
    <svg
      viewBox="0 0 364 92"
      className={cn("h-auto w-full", className)}
      role="img"
      aria-label="Flowchart: Discovery, then Design, then Build, then Launch, with a client review loop from Build back to Design"
    >
      <defs>
        <marker
          id="plan-diagram-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 10 5 0 10z" className="fill-muted-foreground" />
        </marker>
      </defs>

      {NODES.slice(0, -1).map((node) => (
        <line
          key={`edge-${node.label}`}
          x1={node.x + NODE_WIDTH}
          y1={midY}
          x2={node.x + NODE_WIDTH + NODE_GAP - 1}
          y2={midY}
          className="stroke-muted-foreground"
          strokeWidth="1.5"
          markerEnd="url(#plan-diagram-arrow)"
        />
      ))}

      {/* Review loop: from Build back to Design, under the row. */}
      <path
        d={`M${190 + NODE_WIDTH / 2} ${NODE_Y + NODE_HEIGHT + 1} v20 H${96 + NODE_WIDTH / 2} v-17`}
        className="stroke-primary"
        strokeWidth="1.5"
        strokeDasharray="4 3"
        fill="none"
        markerEnd="url(#plan-diagram-arrow)"
      />
      <text x="182" y="88" textAnchor="middle" className="fill-muted-foreground" fontSize="11">
        client review
      </text>

      {NODES.map((node, index) => {
        const highlighted = index === 1;
        return (
          <g key={node.label}>
            <rect
              x={node.x}
              y={NODE_Y}
              width={NODE_WIDTH}
              height={NODE_HEIGHT}
              rx="10"
              className={highlighted ? "fill-primary stroke-primary" : "fill-card stroke-border"}
              strokeWidth="1.5"
            />
            <text
              x={node.x + NODE_WIDTH / 2}
              y={NODE_Y + 20}
              textAnchor="middle"
              fontSize="12.5"
              fontWeight="600"
              className={highlighted ? "fill-primary-foreground" : "fill-foreground"}
            >
              {node.label}
            </text>
            <text
              x={node.x + NODE_WIDTH / 2}
              y={NODE_Y + 35}
              textAnchor="middle"
              fontSize="11"
              className={highlighted ? "fill-primary-foreground" : "fill-muted-foreground"}
            >
              {node.detail}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
