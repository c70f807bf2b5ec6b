import type { Locator } from "@playwright/test";
import { starterFor } from "@/lib/diagrams/starters";

/** Fixtures and measurements of tests/e2e/diagram-sizing.spec.ts. */

/**
 * A left-to-right flowchart of 16 steps: about four times as wide as the content column, and
 * narrow enough for the full-screen view to fit it whole on a desktop (its zoom stops at 25 %).
 */
export const WIDE_FLOWCHART = [
  "flowchart LR",
  ...Array.from(
    { length: 15 },
    (_, index) => `  S${index}[Step ${index + 1} of the launch] --> S${index + 1}`,
  ),
  "  S15[Last step: celebrate]",
].join("\n");

/** An event model whose data blocks have more field lines than fit on one line each. */
export const EVENT_MODEL = `eventmodeling

tf 01 ui OrderForm
tf 02 cmd PlaceOrder [[PlaceOrderData]]
tf 03 evt OrderPlaced [[PlaceOrderData]]
tf 04 rmo OrderSummary [[Summary]]

data PlaceOrderData {
  orderId: string
  customerId: string
  shippingAddress: string
  billingAddress: string
  items: list of order lines
  discountCode: string
  total: number
  currency: string
}

data Summary {
  orderId: string
  status: string
  total: number
}`;

/** Other boxes with several lines each: class members, ER attributes, requirement, kanban. */
export const MULTI_LINE_BOXES = [
  `classDiagram
  class Project {
    +String name
    +Date dueDate
    +List~Milestone~ milestones
    +addMilestone(Milestone milestone) void
    +isLate() bool
  }
  Project --> Milestone`,
  `erDiagram
  CUSTOMER ||--o{ ORDER : places
  CUSTOMER {
    string name PK "the full legal name of the customer"
    string email UK
    string phone
    date since
  }`,
  starterFor("requirement").source,
  `kanban
  todo[To do]
    brief[Write the project brief with the client and agree the scope of the first release]@{ assigned: 'Ana', priority: 'High', ticket: 'WEB-12' }
  done[Done]
    kickoff[Kick-off meeting]`,
];

/** Pairs of date labels (in `scope`) whose boxes overlap on screen; empty when all are clear. */
export async function overlappingTickLabels(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const boxes = Array.from(root.querySelectorAll("svg g.grid .tick text"))
      .map((text) => ({ text: text.textContent ?? "", box: text.getBoundingClientRect() }))
      .filter((label) => label.text.trim() !== "" && label.box.width > 0)
      .sort((a, b) => a.box.left - b.box.left);
    const overlaps: string[] = [];
    for (let index = 1; index < boxes.length; index += 1) {
      const previous = boxes[index - 1]!;
      const current = boxes[index]!;
      if (current.box.left < previous.box.right - 0.5) {
        overlaps.push(`${previous.text} / ${current.text}`);
      }
    }
    return overlaps;
  });
}

export async function tickLabelCount(scope: Locator): Promise<number> {
  return scope.locator("svg g.grid .tick text").count();
}

/** Width and height of a PNG, from its IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/**
 * HTML labels (foreignObject) whose content does not fit inside them, in any picture in
 * `scope`: the text a reader would not see. Each entry names the label's start.
 */
export async function clippedLabels(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    Array.from(root.querySelectorAll("svg foreignObject")).flatMap((label) => {
      const content = label.firstElementChild;
      if (!content || (content.textContent ?? "").trim() === "") return [];
      const outer = label.getBoundingClientRect();
      const inner = content.getBoundingClientRect();
      // Table-cell content (event models) may be taller than its wrapper: measure the cell too.
      const cell = content.firstElementChild?.getBoundingClientRect() ?? inner;
      const bottom = Math.max(inner.bottom, cell.bottom);
      const right = Math.max(inner.right, cell.right);
      const scale = outer.width / (Number(label.getAttribute("width")) || outer.width);
      const tolerance = 1 * scale;
      const fits =
        bottom <= outer.bottom + tolerance &&
        right <= outer.right + tolerance &&
        content.scrollHeight <= content.clientHeight + 1 &&
        content.scrollWidth <= content.clientWidth + 1;
      return fits ? [] : [(content.textContent ?? "").trim().slice(0, 40)];
    }),
  );
}
