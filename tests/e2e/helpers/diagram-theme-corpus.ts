/**
 * Diagrams for the theme and custom-fill contrast checks (issue 11, point 1): author-chosen fills
 * with and without an author text colour, and typical examples of several types to draw with each
 * of mermaid's five themes, picked by the diagram (init directive or front matter) or by the
 * owner's setting.
 */
import { DIAGRAM_THEMES, type DiagramTheme } from "@/lib/diagrams/diagram-settings";

export interface CorpusDiagram {
  type: string;
  name: string;
  source: string;
}

export const CUSTOM_FILL_DIAGRAMS: readonly CorpusDiagram[] = [
  {
    type: "flowchart",
    name: "style fills",
    source: `flowchart LR
  A[White fill] --> B[Pink fill] --> C[Light hex]
  D[Dark hex] --> E[Named navy] --> F[Black, author white text]
  G[Author text too pale] --> H[Translucent red]
  style A fill:white
  style B fill:pink
  style C fill:#fdd,stroke:#c99
  style D fill:#123
  style E fill:navy
  style F fill:#000,color:#fff
  style G fill:#fff,color:#eee
  style H fill:#ff000040`,
  },
  {
    type: "flowchart",
    name: "classDef and subgraph fills",
    source: `flowchart TD
  subgraph S[Launch team]
    A:::light --> B:::dark
  end
  B --> C:::named --> D
  classDef light fill:#fdd
  classDef dark fill:#222,color:#fff
  classDef named fill:lightyellow,stroke:orange
  style S fill:#ffe`,
  },
  {
    type: "flowchart",
    name: "default class fill",
    source: `flowchart LR
  A[Brief] --> B{Approved?} -->|yes| C([Build])
  classDef default fill:#f9f,stroke:#333`,
  },
  {
    type: "state",
    name: "classDef and style",
    source: `stateDiagram-v2
  [*] --> Draft
  Draft --> Review
  Review --> Done
  classDef pale fill:#fdd
  classDef deep fill:#003,color:white
  class Draft pale
  Review:::deep
  style Done fill:white`,
  },
  {
    type: "class",
    name: "style fill",
    source: `classDiagram
  class Invoice {
    +amount
    +send()
  }
  class Client
  Client --> Invoice
  style Invoice fill:white
  style Client fill:pink`,
  },
  {
    type: "block",
    name: "style and classDef",
    source: `block-beta
  columns 3
  a["Design"] b["Build"] c["Launch"]
  style a fill:white
  classDef warm fill:#fdd
  class b warm
  style c fill:#123`,
  },
  {
    type: "requirement",
    name: "style fill",
    source: `requirementDiagram
  requirement fast {
    id: 1
    text: Pages load fast
    risk: medium
    verifymethod: test
  }
  element site {
    type: website
  }
  site - satisfies -> fast
  style fast fill:white
  style site fill:pink`,
  },
  {
    type: "c4",
    // Relationship labels are the product palette's (the palette contrast corpus covers them).
    name: "UpdateElementStyle",
    source: `C4Context
  Person(client, "Client", "Reads the plan")
  System(app, "Plansmith", "Writes plans")
  UpdateElementStyle(client, $bgColor="white", $fontColor="white")
  UpdateElementStyle(app, $bgColor="pink")`,
  },
];

/** Typical examples of the types the themes were reported on. */
export const THEMED_EXAMPLES: readonly CorpusDiagram[] = [
  {
    type: "flowchart",
    name: "flowchart",
    source: `flowchart LR
  A[Brief] --> B{Approved?}
  B -->|yes| C[Build]
  B -->|no| A`,
  },
  {
    type: "sequence",
    name: "sequence",
    source: `sequenceDiagram
  actor C as Client
  participant A as Agency
  C->>A: Sends brief
  Note right of A: Reviews scope
  A-->>C: Proposal`,
  },
  {
    type: "timeline",
    name: "timeline",
    source: `timeline
  title Launch plan
  section Discovery
    Week 1 : Interviews : Audit
  section Build
    Week 2 : Design
    Week 3 : Development`,
  },
  {
    type: "gitGraph",
    name: "gitGraph",
    source: `gitGraph
  commit
  branch feature
  checkout feature
  commit
  checkout main
  merge feature
  commit`,
  },
  {
    type: "pie",
    name: "pie",
    source: `pie title Budget
  "Design" : 30
  "Build" : 50
  "Launch" : 20`,
  },
  {
    type: "class",
    name: "class",
    source: `classDiagram
  class Plan {
    +title
    +publish()
  }
  Plan "1" --> "*" Section : contains`,
  },
  {
    type: "state",
    name: "state",
    source: `stateDiagram-v2
  [*] --> Draft
  Draft --> Shared : send
  Shared --> [*]`,
  },
  {
    type: "mindmap",
    name: "mindmap",
    source: `mindmap
  root((Launch))
    Design
      Wireframes
    Build
      Frontend`,
  },
];

export type ThemeForm = "directive" | "front matter";

/** `example` asking for `theme` itself, in one of the two ways mermaid reads. */
export function withOwnTheme(source: string, theme: DiagramTheme, form: ThemeForm): string {
  if (form === "directive") return `%%{init: {'theme':'${theme}'}}%%\n${source}`;
  return `---\nconfig:\n  theme: ${theme}\n---\n${source}`;
}

/** The examples also tried with front matter (the directive form covers all of them). */
const FRONT_MATTER_TYPES = new Set(["flowchart", "timeline", "gitGraph", "mindmap"]);

/** The themed examples asking for `theme` themselves: all by directive, four by front matter. */
export function ownThemeCorpus(theme: DiagramTheme): CorpusDiagram[] {
  return (["directive", "front matter"] as const).flatMap((form) =>
    THEMED_EXAMPLES.filter(
      (example) => form === "directive" || FRONT_MATTER_TYPES.has(example.type),
    ).map((example) => ({
      type: example.type,
      name: `${example.name} (${theme} ${form})`,
      source: withOwnTheme(example.source, theme, form),
    })),
  );
}

export const OWN_THEMES = DIAGRAM_THEMES;
/** The owner's setting: 'base' is the product palette (the palette test's subject). */
export const SETTING_THEMES = DIAGRAM_THEMES.filter((theme) => theme !== "base");
