/** How an example plan was started: the three creation modes of the product. */
export type CreationMode = "By hand" | "From a document" | "With AI";

export interface ExamplePlan {
  id: string;
  title: string;
  /** Who wrote the plan, for whom. */
  context: string;
  audience: "Freelancers and agencies" | "Project managers" | "Non-technical founders";
  createdWith: CreationMode;
  duration: string;
  budget: string;
  sections: readonly string[];
  /** What the plan's Mermaid diagram shows. */
  diagram: string;
  coverLetter?: boolean;
}

export const EXAMPLE_PLANS: readonly ExamplePlan[] = [
  {
    id: "bakery-website",
    title: "Website redesign for a neighbourhood bakery",
    context:
      "A freelance designer's proposal to rebuild a family bakery's site with a menu that staff can update and click-and-collect orders.",
    audience: "Freelancers and agencies",
    createdWith: "With AI",
    duration: "7 weeks",
    budget: "$6,500 fixed price",
    sections: [
      "Overview",
      "Goals and success measures",
      "Scope: pages, menu and online ordering",
      "Content and photography",
      "Timeline",
      "Budget and payment milestones",
      "Risks and assumptions",
      "Next steps",
    ],
    diagram: "Flowchart of the four phases with a client review loop",
    coverLetter: true,
  },
  {
    id: "booking-app-mvp",
    title: "Mobile app MVP for a fitness studio",
    context:
      "A founder's plan for a class-booking app, written to brief development agencies and compare their quotes on equal terms.",
    audience: "Non-technical founders",
    createdWith: "With AI",
    duration: "12 weeks",
    budget: "$35,000–$45,000",
    sections: [
      "Problem and idea",
      "Target users",
      "MVP scope: in and out",
      "Key user flows",
      "Technical approach",
      "Milestones",
      "Budget and team",
      "Launch checklist",
      "Open questions for the agency",
    ],
    diagram: "User flow from sign-up to booking and payment",
  },
  {
    id: "crm-migration",
    title: "Customer data migration to a new CRM",
    context:
      "An operations project manager's plan for moving 40,000 customer records from spreadsheets and an old CRM, with zero downtime for sales.",
    audience: "Project managers",
    createdWith: "From a document",
    duration: "6 weeks",
    budget: "Internal team, 45 person-days",
    sections: [
      "Current state",
      "Target state",
      "Data mapping and clean-up rules",
      "Migration approach",
      "Testing and validation",
      "Cutover and rollback plan",
      "Training and handover",
      "Risks and owners",
    ],
    diagram: "Extract, clean, load and verify pipeline with a rollback path",
  },
  {
    id: "launch-campaign",
    title: "Spring launch campaign for an outdoor-gear shop",
    context:
      "A small agency's plan for a ten-week product launch across email, social and paid search, with a clear budget split for the client.",
    audience: "Freelancers and agencies",
    createdWith: "By hand",
    duration: "10 weeks",
    budget: "$18,000 including media",
    sections: [
      "Objectives and KPIs",
      "Audience and key messages",
      "Channels and tactics",
      "Content calendar",
      "Budget split",
      "Approvals and responsibilities",
      "Measurement and reporting",
      "Risks",
    ],
    diagram: "Gantt chart of the content calendar by channel",
    coverLetter: true,
  },
  {
    id: "warehouse-scanning",
    title: "Barcode scanning rollout across three warehouses",
    context:
      "A programme manager's plan for replacing paper pick lists with handheld scanners, site by site, without slowing down daily shipping.",
    audience: "Project managers",
    createdWith: "By hand",
    duration: "14 weeks",
    budget: "$120,000 including hardware",
    sections: [
      "Background",
      "Objectives and success metrics",
      "Scope and sites",
      "Vendor and hardware",
      "Rollout schedule",
      "Training plan",
      "Risks and contingencies",
    ],
    diagram: "Site-by-site rollout timeline with go/no-go checkpoints",
  },
  {
    id: "store-audit",
    title: "E-commerce speed audit from a job post",
    context:
      "A freelance developer's answer to a marketplace job post asking why a store's pages load slowly on mobile.",
    audience: "Freelancers and agencies",
    createdWith: "With AI",
    duration: "2 weeks",
    budget: "$1,200 in two milestones",
    sections: [
      "What I understood from your post",
      "Approach",
      "Deliverables",
      "Timeline and milestones",
      "Price and terms",
      "Questions before we start",
    ],
    diagram: "Audit steps from measurement to prioritised fixes",
    coverLetter: true,
  },
];
