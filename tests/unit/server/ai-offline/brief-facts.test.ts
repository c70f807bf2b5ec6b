/**
 * The facts the offline planner reads from a brief: what a brief states is found, what it does
 * not state stays absent (never invented).
 */
import { describe, expect, it } from "vitest";
import { extractBriefFacts } from "@/server/services/ai/offline/brief-facts";
import { MAX_FEATURES, MAX_RISKS } from "@/server/services/ai/offline/brief-lists";
import { FACT_TEXT_MAX_LENGTH } from "@/server/services/ai/offline/brief-tokens";
import {
  CONSULTING_BRIEF,
  MARKETING_BRIEF,
  MOBILE_BRIEF,
  RESEARCH_BRIEF,
  SAAS_BRIEF,
  VAGUE_BRIEF,
  WEBSITE_BRIEF,
  WEDDING_BRIEF,
} from "./briefs";

describe("extractBriefFacts: realistic briefs", () => {
  it("reads a SaaS MVP brief: client, audience, a dollar range, 8 weeks, bullets, a risk", () => {
    const facts = extractBriefFacts(SAAS_BRIEF);
    expect(facts.kind).toBe("software");
    expect(facts.client).toBe("Acme Analytics Ltd");
    expect(facts.audience).toBe("owners of small online stores who sell on Shopify");
    expect(facts.budget).toEqual({ min: 10_000, max: 15_000, currency: "USD", text: "$10k–15k" });
    expect(facts.timeline).toEqual({ durationDays: 56, durationText: "8 weeks" });
    expect(facts.features).toEqual([
      "Sign-up and login with Google",
      "Sales dashboard with daily revenue charts",
      "CSV export",
      "Stripe billing for monthly subscriptions",
    ]);
    // The "Risk:" label is not part of the risk.
    expect(facts.risks).toEqual([
      "the Shopify API rate limits are tight and we depend on their approval for the public app",
    ]);
  });

  it("reads a wedding: the couple, pounds, the date, what they need, the weather worry", () => {
    const facts = extractBriefFacts(WEDDING_BRIEF);
    expect(facts.kind).toBe("event");
    expect(facts.client).toBe("Sarah and Tom");
    expect(facts.audience).toBeUndefined();
    expect(facts.budget).toMatchObject({ min: 25_000, max: 25_000, currency: "GBP" });
    expect(facts.timeline?.deadline).toEqual({
      year: 2027,
      month: 6,
      day: 14,
      text: "14 June 2027",
    });
    expect(facts.features).toEqual([
      "a venue",
      "a caterer",
      "a photographer",
      "invitations",
      "a run sheet for the day",
    ]);
    expect(facts.risks).toEqual(["We're worried about the weather for the outdoor ceremony"]);
  });

  it("reads a marketing launch: brand, audience, '8k GBP', 'by March 2027', channels, constraints", () => {
    const facts = extractBriefFacts(MARKETING_BRIEF);
    expect(facts.kind).toBe("marketing_campaign");
    expect(facts.client).toBe("Brightside Coffee");
    expect(facts.audience).toBe("young professionals in London who buy coffee on the way to work");
    expect(facts.budget).toMatchObject({ min: 8_000, max: 8_000, currency: "GBP" });
    expect(facts.timeline?.deadline).toMatchObject({ year: 2027, month: 3 });
    expect(facts.timeline?.deadline?.day).toBeUndefined();
    expect(facts.features).toContain("an influencer partnership");
    expect(facts.features).not.toContain("approval from the brand team");
    expect(facts.risks).toEqual([
      "limited design resources, and every creative needs approval from the brand team",
    ]);
  });

  it("reads a research study: participants, four months, deliverables, and no budget", () => {
    const facts = extractBriefFacts(RESEARCH_BRIEF);
    expect(facts.kind).toBe("research");
    expect(facts.client).toBeUndefined();
    expect(facts.audience).toBe("engineering managers at companies with fully remote teams");
    expect(facts.budget).toBeUndefined();
    expect(facts.timeline).toEqual({ durationDays: 120, durationText: "4 months" });
    expect(facts.features).toEqual([
      "a literature review",
      "the anonymised dataset",
      "a report of findings",
    ]);
    expect(facts.risks[0]).toContain("Ethics approval");
  });

  it("reads a mobile app with a euro range in European notation and an ISO deadline", () => {
    const facts = extractBriefFacts(MOBILE_BRIEF);
    expect(facts.kind).toBe("mobile_app");
    expect(facts.client).toBe("Grünwald Bäckerei GmbH");
    expect(facts.budget).toMatchObject({ min: 8_000, max: 12_000, currency: "EUR" });
    expect(facts.timeline?.deadline).toMatchObject({ year: 2027, month: 5, day: 31 });
    expect(facts.features).toEqual([
      "pre-orders",
      "push notifications when an order is ready",
      "loyalty points",
    ]);
    expect(facts.risks[0]).toContain("legacy till system");
  });

  it("invents nothing for a vague one-liner", () => {
    expect(extractBriefFacts(VAGUE_BRIEF)).toEqual({ kind: "general", features: [], risks: [] });
  });

  it("reads a website and a consulting brief", () => {
    const website = extractBriefFacts(WEBSITE_BRIEF);
    expect(website).toMatchObject({ kind: "website", client: "Harbour Dental" });
    expect(website.timeline?.durationDays).toBe(42);
    // "Needs to be on WordPress" is a condition, not a feature list.
    expect(website.features).toEqual([]);
    const consulting = extractBriefFacts(CONSULTING_BRIEF);
    expect(consulting.kind).toBe("consulting");
    expect(consulting.timeline?.deadline).toEqual({ month: 1, text: "January" });
  });
});

describe("extractBriefFacts: clients", () => {
  it.each([
    ["Research project for the University of Leeds: interviews.", "University of Leeds"],
    ["A booking site for Smith & Sons.", "Smith & Sons"],
    ["We are Northwind Traders and want a new CRM.", "Northwind Traders"],
    ["Our company (Bluefin Logistics) wants a customer portal.", "Bluefin Logistics"],
    ["An app for iOS and Android.", undefined],
    ["A plan for the team.", undefined],
  ])("%s", (brief, client) => {
    expect(extractBriefFacts(brief).client).toBe(client);
  });
});

describe("extractBriefFacts: limits", () => {
  it("keeps at most MAX_FEATURES features and MAX_RISKS risks, each at most FACT_TEXT_MAX_LENGTH long", () => {
    const bullets = Array.from({ length: 50 }, (_, i) => `- Feature ${i} ${"x".repeat(300)}`);
    const risks = Array.from({ length: 50 }, (_, i) => `Risk number ${i} is tight.`);
    const facts = extractBriefFacts(`Features:\n${bullets.join("\n")}\n\n${risks.join(" ")}`);
    expect(facts.features).toHaveLength(MAX_FEATURES);
    expect(facts.risks).toHaveLength(MAX_RISKS);
    for (const text of [...facts.features, ...facts.risks]) {
      expect(text.length).toBeLessThanOrEqual(FACT_TEXT_MAX_LENGTH + 1);
    }
  });
});

describe("extractBriefFacts: risks", () => {
  it("reads bullets under a Risks header once, and risk sentences elsewhere, bullets included", () => {
    const brief = [
      "Risks:",
      "- The vendor may be late",
      "- Budget is tight",
      "",
      "Other notes:",
      "- We depend on the client's legacy CRM",
    ].join("\n");
    expect(extractBriefFacts(brief).risks).toEqual([
      "The vendor may be late",
      "Budget is tight",
      "We depend on the client's legacy CRM",
    ]);
  });
});

describe("extractBriefFacts: budgets", () => {
  it.each([
    ["Budget: €8,000.", { min: 8_000, max: 8_000, currency: "EUR" }],
    ["We have a budget of 20,000 EUR for this.", { min: 20_000, max: 20_000, currency: "EUR" }],
    ["Budget 10–15k USD.", { min: 10_000, max: 15_000, currency: "USD" }],
    ["Somewhere between $5,000 and more.", { min: 5_000, max: 5_000, currency: "USD" }],
    ["The budget is 30000.", { min: 30_000, max: 30_000 }],
    ["It can cost up to 2 million dollars.", { min: 2_000_000, max: 2_000_000, currency: "USD" }],
    ["£500 deposit, total budget £3,000.", { min: 3_000, max: 3_000, currency: "GBP" }],
    [
      "A conference on 12–14 May 2027 with a budget of €40k.",
      { min: 40_000, max: 40_000, currency: "EUR" },
    ],
    ["Budget: 5-10k.", { min: 5_000, max: 10_000 }],
  ])("%s", (brief, expected) => {
    const budget = extractBriefFacts(brief).budget;
    expect(budget).toMatchObject(expected);
    if (!("currency" in expected)) expect(budget?.currency).toBeUndefined();
  });

  it.each([
    "We expect 500 guests over 6 weeks.",
    "The budget will be agreed by March 2027.",
    "Budget to be decided within 3 weeks.",
    "Version 2.0 of the app, with 12 screens.",
    "My rate is $50 per hour and the budget is open.",
    "Price: 99 USD/month.",
    "The budget: $40 an hour.",
  ])("finds no budget in %s", (brief) => {
    expect(extractBriefFacts(brief).budget).toBeUndefined();
  });
});

describe("extractBriefFacts: features", () => {
  it("reads no features from a need that names the project or a time, but reads a must-list", () => {
    expect(extractBriefFacts("We need it ASAP, ideally in 2 weeks and 3 days.").features).toEqual(
      [],
    );
  });
});

describe("extractBriefFacts: timelines", () => {
  it.each([
    ["Deliver in 3 months.", { durationDays: 90 }],
    ["A 6-week sprint.", { durationDays: 42 }],
    ["Done within eight weeks, please.", { durationDays: 56 }],
    ["Two weeks of testing, but we launch in 10 days.", { durationDays: 10 }],
  ])("%s", (brief, expected) => {
    expect(extractBriefFacts(brief).timeline).toMatchObject(expected);
  });

  it.each([
    ["Launch by March 2027.", { month: 3, year: 2027 }],
    ["It must be live before 15 June.", { month: 6, day: 15 }],
    ["Deadline: March 15, 2027.", { month: 3, day: 15, year: 2027 }],
    ["We go live on the 1st of September 2027.", { month: 9, day: 1, year: 2027 }],
  ])("%s", (brief, expected) => {
    expect(extractBriefFacts(brief).timeline?.deadline).toMatchObject(expected);
  });

  it("reads a lone 'May' after a cue as the month", () => {
    const facts = extractBriefFacts("Redesign the website. We want it live by end of May.");
    expect(facts.timeline?.deadline).toEqual({ month: 5, text: "May" });
    expect(extractBriefFacts("May we start soon?").timeline).toBeUndefined();
  });

  it("reads 'in a month' as a length, but not '8 hours a day' or 'twice a week'", () => {
    expect(extractBriefFacts("Can it be done in a month?").timeline).toMatchObject({
      durationDays: 30,
    });
    expect(
      extractBriefFacts("I can work 8 hours a day, meetings twice a week.").timeline,
    ).toBeUndefined();
  });

  it("does not read the verb 'may' or 'march' as a month, nor 31 February as a date", () => {
    expect(extractBriefFacts("We may need help; the team will march on.").timeline).toBeUndefined();
    expect(extractBriefFacts("Due 31 February.").timeline).toBeUndefined();
  });
});
