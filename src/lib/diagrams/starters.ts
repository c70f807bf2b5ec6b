/**
 * One starter per supported diagram type: what the 'Add diagram' gallery inserts and what the
 * browser test renders. Each is a small project-planning example in mermaid 11.17 syntax, so a
 * person sees at once how the type fits a plan and can edit from something that works.
 *
 * Keywords follow mermaid 11.17: `radar-beta` and `architecture-beta` are still required by their
 * grammars; `xychart`, `sankey`, `packet` and `block` are accepted without `-beta`.
 */
import { SUPPORTED_DIAGRAM_TYPES, type SupportedDiagramType } from "./diagram-types";

export interface DiagramStarter {
  type: SupportedDiagramType;
  name: string;
  description: string;
  source: string;
}

/** Sources are written indented for reading here; the indentation is removed once. */
function source(text: string): string {
  const lines = text
    .replace(/^\n/, "")
    .replace(/\n\s*$/, "")
    .split("\n");
  const indents = lines
    .filter((line) => line.trim() !== "")
    .map((line) => /^ */.exec(line)?.[0].length ?? 0);
  const common = Math.min(...indents);
  return lines.map((line) => line.slice(common)).join("\n");
}

const STARTERS_BY_TYPE: Record<SupportedDiagramType, Omit<DiagramStarter, "type">> = {
  c4: {
    name: "C4 system context",
    description: "Who uses the system you are building and which other systems it talks to.",
    source: source(`
      C4Context
        title Client portal - system context
        Person(client, "Client", "Reviews plans and approves milestones")
        Person(pm, "Project manager", "Plans and tracks the work")
        System(portal, "Client portal", "Shares plans, status reports and invoices")
        System_Ext(mail, "Email service", "Delivers notifications")
        Rel(client, portal, "Reviews plans in")
        Rel(pm, portal, "Publishes updates to")
        Rel(portal, mail, "Sends notifications through", "HTTPS")
    `),
  },
  flowchart: {
    name: "Flowchart",
    description: "The steps of a process and the decisions between them.",
    source: source(`
      flowchart LR
        kickoff[Kick-off] --> scope{Scope agreed?}
        scope -- Yes --> design[Design]
        scope -- No --> revise[Revise proposal]
        revise --> scope
        design --> build[Build]
        build --> test[Test]
        test --> launch([Launch])
    `),
  },
  er: {
    name: "Entity relationship",
    description: "The data a project works with and how the records relate.",
    source: source(`
      erDiagram
        CLIENT ||--o{ PROJECT : commissions
        PROJECT ||--|{ MILESTONE : "is split into"
        MILESTONE ||--o{ TASK : contains
        PROJECT {
          string name
          date start_date
          date due_date
        }
        TASK {
          string title
          int estimate_hours
        }
    `),
  },
  gitGraph: {
    name: "Git graph",
    description: "How feature branches are developed and merged towards a release.",
    source: source(`
      gitGraph
        commit id: "Project setup"
        branch feature-login
        checkout feature-login
        commit id: "Login form"
        commit id: "Sessions"
        checkout main
        merge feature-login
        commit id: "Release 1.0" tag: "v1.0"
    `),
  },
  gantt: {
    name: "Gantt chart",
    description: "Phases and tasks on a calendar, with dependencies and milestones.",
    source: source(`
      gantt
        title Website redesign
        dateFormat YYYY-MM-DD
        section Discovery
          Stakeholder interviews :done, interviews, 2025-03-03, 5d
          Requirements signed off :milestone, signoff, after interviews, 0d
        section Design
          Wireframes :active, wireframes, after interviews, 10d
          Visual design :visual, after wireframes, 8d
        section Build
          Front end :frontend, after visual, 15d
          Launch :milestone, after frontend, 0d
    `),
  },
  pie: {
    name: "Pie chart",
    description: "How a budget or an effort is shared out.",
    source: source(`
      pie title Budget by phase
        "Discovery" : 10
        "Design" : 25
        "Build" : 45
        "Testing" : 15
        "Launch" : 5
    `),
  },
  quadrant: {
    name: "Quadrant chart",
    description: "Features placed by effort and value, to choose what comes first.",
    source: source(`
      quadrantChart
        title Feature priorities
        x-axis Low effort --> High effort
        y-axis Low value --> High value
        quadrant-1 Plan carefully
        quadrant-2 Quick wins
        quadrant-3 Fill-ins
        quadrant-4 Avoid
        Single sign-on: [0.75, 0.85]
        CSV export: [0.2, 0.7]
        Dark mode: [0.35, 0.3]
        Custom themes: [0.8, 0.25]
    `),
  },
  xychart: {
    name: "XY chart",
    description: "Numbers over time, such as hours logged per sprint against the plan.",
    source: source(`
      xychart
        title "Hours per sprint"
        x-axis [S1, S2, S3, S4, S5]
        y-axis "Hours" 0 --> 200
        bar [120, 150, 170, 140, 180]
        line [130, 140, 160, 150, 170]
    `),
  },
  requirement: {
    name: "Requirement diagram",
    description: "Requirements, how they are verified and what satisfies them.",
    source: source(`
      requirementDiagram

      requirement sign_in {
        id: 1
        text: "Users sign in with email and password"
        risk: medium
        verifymethod: test
      }

      functionalRequirement reset_password {
        id: 1.1
        text: "Users can reset a forgotten password"
        risk: low
        verifymethod: demonstration
      }

      element login_page {
        type: "web page"
      }

      login_page - satisfies -> sign_in
      reset_password - derives -> sign_in
    `),
  },
  sequence: {
    name: "Sequence diagram",
    description: "Who talks to whom, in order: here, how a change request is handled.",
    source: source(`
      sequenceDiagram
        participant C as Client
        participant PM as Project manager
        participant D as Developer
        C->>PM: Requests a change
        PM->>D: Asks for an estimate
        D-->>PM: Three days
        PM->>C: Sends the updated quote
        alt Approved
          C->>PM: Approves the quote
          PM->>D: Schedules the work
        else Declined
          C->>PM: Declines
        end
    `),
  },
  class: {
    name: "Class diagram",
    description: "The main objects of a system, their fields and how they connect.",
    source: source(`
      classDiagram
        class Project {
          +String name
          +Date dueDate
          +addMilestone(Milestone milestone)
        }
        class Milestone {
          +String title
          +Date date
          +isDone() bool
        }
        class Task {
          +String title
          +int estimateHours
        }
        Project "1" --> "*" Milestone : has
        Milestone "1" --> "*" Task : contains
    `),
  },
  state: {
    name: "State diagram",
    description: "The states a piece of work passes through and what moves it on.",
    source: source(`
      stateDiagram-v2
        [*] --> Draft
        Draft --> InReview : submit
        InReview --> Draft : request changes
        InReview --> Approved : approve
        Approved --> InProgress : start
        InProgress --> Done : complete
        Done --> [*]
    `),
  },
  journey: {
    name: "User journey",
    description: "How a client experiences each step, scored from 1 to 5.",
    source: source(`
      journey
        title Client onboarding
        section Sign up
          Receive proposal: 4: Client
          Sign contract: 3: Client, Account manager
        section Kick-off
          Kick-off meeting: 5: Client, Project manager
          Share system access: 2: Client
        section First delivery
          Review first draft: 4: Client, Designer
    `),
  },
  timeline: {
    name: "Timeline",
    description: "What happens when, grouped by quarter.",
    source: source(`
      timeline
        title Product launch roadmap
        section Q1
          January : Customer interviews
          February : Prototype
          March : Beta with five customers
        section Q2
          April : Public launch
          May : Pricing update
          June : Mobile app
    `),
  },
  mindmap: {
    name: "Mind map",
    description: "Ideas around one topic: goals, people and risks of a project.",
    source: source(`
      mindmap
        root((Website project))
          Goals
            More leads
            Faster pages
          Team
            Designer
            Developer
            Copywriter
          Risks
            Content delays
            Scope creep
    `),
  },
  kanban: {
    name: "Kanban board",
    description: "Work items in columns by status, with owners and priorities.",
    source: source(`
      kanban
        todo[To do]
          brief[Write project brief]
          assets[Collect brand assets]
        doing[In progress]
          homepage[Design home page]@{ assigned: 'Ana', priority: 'High' }
        done[Done]
          kickoff[Kick-off meeting]
    `),
  },
  sankey: {
    name: "Sankey diagram",
    description: "How a budget flows from its source into phases and parts of the work.",
    source: source(`
      sankey

      Budget,Design,25
      Budget,Development,45
      Budget,Testing,15
      Budget,Project management,15
      Development,Front end,25
      Development,Back end,20
    `),
  },
  packet: {
    name: "Packet diagram",
    description: "The layout of a message or file format, bit by bit.",
    source: source(`
      packet
        title Status message
        0-7: "Version"
        8-15: "Message type"
        16-31: "Length"
        32-63: "Project ID"
        64-95: "Timestamp"
    `),
  },
  radar: {
    name: "Radar chart",
    description: "Several scores side by side, such as the skills of a team.",
    source: source(`
      radar-beta
        title Team skills
        axis design["Design"], frontend["Front end"], backend["Back end"]
        axis testing["Testing"], planning["Planning"]
        curve ana["Ana"]{4, 3, 2, 3, 4}
        curve ben["Ben"]{2, 4, 5, 3, 2}
        max 5
        min 0
    `),
  },
  block: {
    name: "Block diagram",
    description: "The building blocks of a delivery and the order between them.",
    source: source(`
      block
        columns 4
        brief["Brief"] design["Design"] build["Build"] launch(["Launch"])
        brief --> design
        design --> build
        build --> launch
    `),
  },
  architecture: {
    name: "Architecture diagram",
    description: "Services of a system and where they run.",
    source: source(`
      architecture-beta
        group cloud(cloud)[Hosting]
        service web(internet)[Website] in cloud
        service api(server)[API] in cloud
        service db(database)[Database] in cloud
        service files(disk)[File storage] in cloud
        web:R --> L:api
        api:R --> L:db
        api:B --> T:files
    `),
  },
};

/** The 21 starters in the spec's order of types. */
export const DIAGRAM_STARTERS: readonly DiagramStarter[] = SUPPORTED_DIAGRAM_TYPES.map((type) => ({
  type,
  ...STARTERS_BY_TYPE[type],
}));

export function starterFor(type: SupportedDiagramType): DiagramStarter {
  const starter = DIAGRAM_STARTERS.find((candidate) => candidate.type === type);
  // Unreachable: STARTERS_BY_TYPE is a Record over every supported type.
  if (!starter) throw new Error(`No starter for diagram type ${type}`);
  return starter;
}
